import { apiFetch } from '../../../lib/api-client';
import { type CommentParent, commentsPath, type ListedComment } from '../model/comment-list';

/** POST reports/{id}/comments or comments/{postId} with { content } (role user only). */
export const addComment = (parent: CommentParent, content: string) =>
  apiFetch<ListedComment>(commentsPath(parent), { method: 'POST', json: { content } });
