import type { Account, BasicProfile, SessionUser } from '@dengue/core';
import type { AccountRow } from './accounts.repository.ts';

/** The signed-in account as the browser stores it (resident section 3). */
export const presentSessionUser = (row: AccountRow): SessionUser => ({
  _id: row.id,
  username: row.username,
  name: row.username,
  email: row.email,
  role: row.role,
  profilePhotoUrl: row.profilePhotoUrl,
});

/** An account row in the superadmin tables. Only superadmins receive this shape (it holds the e-mail). */
export const presentAccount = (row: AccountRow): Account => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  name: row.username,
  profilePhotoUrl: row.profilePhotoUrl,
  role: row.role,
  status: row.status,
  verified: row.verified,
  disabled: row.status === 'disabled',
  bio: row.bio,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** What anyone may know about a resident: no e-mail, no status. */
export const presentBasicProfile = (
  row: Pick<AccountRow, 'id' | 'username' | 'profilePhotoUrl'>,
): BasicProfile => ({
  _id: row.id,
  username: row.username,
  profilePhotoUrl: row.profilePhotoUrl,
});
