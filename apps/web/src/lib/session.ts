import type { Role } from '@dengue/core';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  profilePhotoUrl?: string | null;
}

/**
 * EXTENSION POINT for the accounts issue: returns the signed-in user, or null for a guest.
 * Sign-in does not exist yet, so everyone is a guest; the accounts work replaces this body with the
 * real session (stored user and tokens, see resident spec sections 6 and 7) and keeps the signature.
 */
export function useCurrentUser(): SessionUser | null {
  return null;
}

/** Who may share a breeding-site report: a signed-in resident whose name is not 'Guest' (resident spec, Landing). */
export function canShareReport(user: SessionUser | null): boolean {
  return user !== null && user.role === 'user' && user.username !== 'Guest';
}
