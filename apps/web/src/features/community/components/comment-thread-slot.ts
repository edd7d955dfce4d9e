import type { VoteResult } from '@dengue/core';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { SessionUser } from '../../../lib/session';

/** What comments belong to: a report (reports/{id}/comments) or an announcement (comments/{postId}). */
export interface CommentParentRef {
  kind: 'report' | 'post';
  id: string;
}

export interface VotableComment {
  _id: string;
  upvotes: string[];
  downvotes: string[];
}

/** The props the comments feature's thread takes; the community cards decide where it goes. */
export interface CommentThreadProps {
  parent: CommentParentRef;
  user: SessionUser | null;
  /** The list's heading ('Comments', 'Comments from the Community'). */
  heading: string;
  /** Vote buttons for one comment; `onResult` stores the server's answer in the comment list. */
  renderVotes?: (comment: VotableComment, onResult: (result: VoteResult) => void) => ReactNode;
  /** The number of comments the server last reported, so the card's count follows. */
  onTotalChange?: (total: number) => void;
}

/**
 * Features never import each other: app/ puts the comments feature's thread here (see
 * app/screens/community-screen.tsx). Without one, cards show no comment list.
 */
export const CommentThreadSlot = createContext<ComponentType<CommentThreadProps> | null>(null);

export const useCommentThread = () => useContext(CommentThreadSlot);
