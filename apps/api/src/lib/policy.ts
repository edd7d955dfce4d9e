import type { Role } from '@dengue/core';
import type { Actor } from './request-context.ts';

/**
 * Who may do what, in one table: routes' guards, services and presenters ask `can` (or `rolesFor`), and the
 * authorization-matrix test derives its expectations from the same table, so a rule changed here changes
 * everywhere at once. Rules that depend on a resource's state (a report's status, an archived post) stay in
 * the service that knows the state; it asks this table which of the two cases applies to the caller.
 *
 * Subjects: 'visitor' (no session), a role, or 'owner' (the account that wrote the resource, or the account
 * itself for `account`).
 */
export type Subject = 'visitor' | Role | 'owner';

const EVERYONE = ['visitor', 'user', 'admin', 'superadmin'] as const;
const SIGNED_IN = ['user', 'admin', 'superadmin'] as const;
/**
 * The staff who work on reports, clusters and posts: admins. The superadmin manages accounts and reads the
 * rest as the public does (spec admin section 1; docs/decisions/022).
 */
const STAFF = ['admin'] as const;

export const POLICY = {
  report: {
    create: ['user'],
    /** Validated reports are public. */
    viewPublished: EVERYONE,
    /** Pending and rejected reports: staff, and the author on their own profile. */
    view: [...STAFF, 'owner'],
    /** Verify or reject, and undo. */
    change: STAFF,
    delete: ['owner'],
    /** The author of an anonymous report (an open report names its author to everyone). */
    seeAuthor: [...STAFF, 'owner'],
  },
  comment: {
    create: ['user'],
    view: EVERYONE,
    /** An anonymous report's author, commenting under it, is shown by the report's pseudonym. */
    seeAuthor: [...STAFF, 'owner'],
    /** Comments are a public record of the discussion: nobody edits or removes one. */
    change: [],
    delete: [],
  },
  vote: { create: ['user'], view: EVERYONE },
  post: {
    create: ['admin'],
    /** Published posts. */
    view: EVERYONE,
    /** Scheduled and archived posts. */
    viewHidden: STAFF,
    change: ['admin'],
    delete: ['admin'],
  },
  alert: {
    create: ['admin'],
    view: ['admin'],
    change: ['admin'],
    delete: ['admin'],
    /** Alerts reach residents (home screen, push), who dismiss them; staff have no home barangay. */
    receive: ['user'],
    dismiss: ['user'],
    viewHome: SIGNED_IN,
  },
  intervention: {
    create: ['admin'],
    /** Active interventions are on the public map. */
    view: EVERYONE,
    viewArchived: ['admin'],
    change: ['admin'],
    delete: ['admin'],
    /** Cases before and after, against the neighbouring barangays (docs/decisions/031). */
    analyseEffect: ['admin'],
  },
  cluster: {
    /** Clusters with at least one validated report. */
    view: EVERYONE,
    /** Every cluster, including those of pending reports only. */
    viewAll: STAFF,
    /** The officer's calls: sub-clusters, taking reports out, marking them resolved. */
    change: STAFF,
  },
  account: {
    create: ['superadmin'],
    /** The account lists and archives of the superadmin console. */
    view: ['superadmin'],
    /** A profile's private parts (e-mail, own pending reports). */
    viewPrivate: ['owner', 'superadmin'],
    change: ['superadmin'],
    delete: ['superadmin'],
    changeBio: ['owner'],
  },
  caseImport: { create: ['admin'], view: ['admin'] },
  recommendation: {
    /** Resident wording: the public map's barangay popup shows it to anyone. */
    view: EVERYONE,
    /** Admin wording (p-values, officers' measures), the suggested intervention and the action cards. */
    viewAdmin: STAFF,
  },
} as const satisfies Record<string, Record<string, readonly Subject[]>>;

export type Resource = keyof typeof POLICY;
export type Action<R extends Resource> = keyof (typeof POLICY)[R] & string;

/** The account that owns the resource, when the rule has an 'owner' grant. */
export interface Ownership {
  ownerId?: string | null;
}

const grantsOf = <R extends Resource>(resource: R, action: Action<R>): readonly Subject[] =>
  (POLICY[resource] as Record<string, readonly Subject[]>)[action] ?? [];

/** May this caller (undefined for a visitor) do `action` on `resource`? */
export function can<R extends Resource>(
  actor: Pick<Actor, 'id' | 'role'> | undefined,
  resource: R,
  action: Action<R>,
  target: Ownership = {},
): boolean {
  const grants = grantsOf(resource, action);
  if (!actor) return grants.includes('visitor');
  if (grants.includes(actor.role)) return true;
  return grants.includes('owner') && target.ownerId != null && target.ownerId === actor.id;
}

/** The roles a route guard admits for an action (owner grants are checked by the service, per resource). */
export function rolesFor<R extends Resource>(resource: R, action: Action<R>): Role[] {
  return grantsOf(resource, action).filter((s): s is Role => s !== 'visitor' && s !== 'owner');
}

/** Admins: the staff grants several resources share (the superadmin is not staff here, decision 022). */
export const isStaff = (actor: Pick<Actor, 'role'> | undefined): boolean =>
  actor !== undefined && (STAFF as readonly string[]).includes(actor.role);
