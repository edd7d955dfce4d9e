import { hashPassword } from '../../../lib/passwords.ts';
import type { Db } from '../../client.ts';
import { accounts } from '../../schema/index.ts';
import type { DemoAccount, DemoBarangay } from './context.ts';
import { DAY_MS } from './dates.ts';
import type { Random } from './random.ts';

/**
 * The shared password of every demo account. It is public on purpose: the README prints it for demo mode
 * (DEMO=1) only, so someone trying the app can sign in as a resident or as the demo admin. Demo mode is
 * not for production data.
 */
export const DEMO_PASSWORD = 'Demo-Password-1!';

export const DEMO_EMAIL_DOMAIN = 'demo.dengue-watch.local';
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;

interface ResidentSeed {
  username: string;
  home: string;
  status: DemoAccount['status'];
  bio: string;
}

export const DEMO_RESIDENTS: readonly ResidentSeed[] = [
  {
    username: 'maria.santos',
    home: 'Batasan Hills',
    status: 'active',
    bio: 'Nanay of three. Kapitbahay watch sa Phase 2.',
  },
  {
    username: 'jose.reyes',
    home: 'Commonwealth',
    status: 'active',
    bio: 'Tricycle driver, sees a lot of tyres on the road.',
  },
  {
    username: 'ana.dela.cruz',
    home: 'Holy Spirit',
    status: 'active',
    bio: 'Public school teacher. Clean-up drive volunteer.',
  },
  { username: 'mark.villanueva', home: 'Tandang Sora', status: 'active', bio: '' },
  {
    username: 'kristine.garcia',
    home: 'Culiat',
    status: 'active',
    bio: 'Nurse sa health center. Search and destroy tayo!',
  },
  { username: 'paolo.mendoza', home: 'Payatas', status: 'active', bio: 'Barangay tanod, night shift.' },
  { username: 'liza.bautista', home: 'Bagong Silangan', status: 'active', bio: '' },
  {
    username: 'ramon.aquino',
    home: 'Tatalon',
    status: 'active',
    bio: 'Retired engineer. Creek cleanups every Saturday.',
  },
  { username: 'grace.ramos', home: 'Pasong Tamo', status: 'active', bio: 'Sari-sari store owner.' },
  { username: 'carlo.fernandez', home: 'Krus na Ligas', status: 'active', bio: 'UP student, biology major.' },
  { username: 'joy.castillo', home: 'Bahay Toro', status: 'unverified', bio: '' },
  { username: 'rodel.torres', home: 'San Bartolome', status: 'banned', bio: '' },
];

export async function seedAccounts(
  tx: Db,
  rng: Random,
  now: Date,
  byName: Map<string, DemoBarangay>,
): Promise<{ admin: DemoAccount; residents: DemoAccount[] }> {
  // One hash for every demo account: the password is public anyway, and argon2 is slow by design.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const joined = (minDays: number, maxDays: number) =>
    new Date(now.getTime() - rng.int(minDays, maxDays) * DAY_MS);

  const adminCreatedAt = joined(360, 365);
  const [admin] = await tx
    .insert(accounts)
    .values({
      username: 'QC ESD Demo Admin',
      email: DEMO_ADMIN_EMAIL,
      passwordHash,
      role: 'admin',
      status: 'active',
      verified: true,
      bio: 'Epidemiology and Surveillance Division, Quezon City Health Department (demo account).',
      createdAt: adminCreatedAt,
      updatedAt: adminCreatedAt,
    })
    .returning({ id: accounts.id, username: accounts.username, createdAt: accounts.createdAt });
  if (!admin) throw new Error('Demo seed: the admin was not created');

  const values = DEMO_RESIDENTS.map((r) => {
    const createdAt = joined(r.status === 'unverified' ? 1 : 90, r.status === 'unverified' ? 3 : 330);
    return {
      username: r.username,
      email: `${r.username}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash,
      role: 'user' as const,
      status: r.status,
      verified: r.status !== 'unverified',
      bio: r.bio,
      homeBarangayId: byName.get(r.home)?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const rows = await tx
    .insert(accounts)
    .values(values)
    .returning({ id: accounts.id, username: accounts.username, createdAt: accounts.createdAt });
  // Matched by name: the order of RETURNING rows is not something to rely on.
  const residents = DEMO_RESIDENTS.map((seed) => {
    const row = rows.find((r) => r.username === seed.username);
    if (!row) throw new Error(`Demo seed: resident ${seed.username} was not created`);
    return { ...row, status: seed.status };
  });
  return { admin: { ...admin, status: 'active' }, residents };
}
