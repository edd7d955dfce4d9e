import type { Storage } from '../../../lib/storage.ts';
import type { Db } from '../../client.ts';
import type { BarangayGeometry } from '../../schema/index.ts';
import type { Random } from './random.ts';

export interface DemoBarangay {
  id: string;
  name: string;
  geometry: BarangayGeometry;
  label: [number, number];
}

export interface DemoAccount {
  id: string;
  username: string;
  status: 'active' | 'unverified' | 'banned';
  createdAt: Date;
}

/** What every part of the demo seed shares; `tx` is the one transaction everything is written in. */
export interface DemoContext {
  tx: Db;
  rng: Random;
  now: Date;
  /** Today's date in Asia/Manila, 'YYYY-MM-DD'. */
  today: string;
  storage: Storage;
  /** Keys of every file written, so a failed seed can remove them again. */
  writtenKeys: string[];
  barangays: DemoBarangay[];
  byName: Map<string, DemoBarangay>;
  admin: DemoAccount;
  residents: DemoAccount[];
}

/** Residents who can vote and comment (active and verified). */
export function activeResidents(ctx: DemoContext): DemoAccount[] {
  return ctx.residents.filter((r) => r.status === 'active');
}

export function barangayNamed(ctx: DemoContext, name: string): DemoBarangay {
  const barangay = ctx.byName.get(name);
  if (!barangay) throw new Error(`Demo seed: barangay ${name} has no polygon in the database`);
  return barangay;
}

/** A random instant between `from` and `to`. */
export function instantBetween(ctx: DemoContext, from: Date, to: Date): Date {
  return new Date(from.getTime() + ctx.rng.next() * Math.max(0, to.getTime() - from.getTime()));
}
