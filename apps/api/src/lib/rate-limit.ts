import { API_MESSAGES } from '@dengue/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** What is counted, e.g. `login:ip:1.2.3.4` or `login:email:a@b.c`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every API process shares them. One atomic upsert per rule:
 * concurrent requests cannot slip past the limit.
 */
export async function consumeRate(
  db: Db,
  rule: RateRule,
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const result = (await db.execute(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then now() + make_interval(secs => ${rule.windowSeconds}) else c.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`)) as unknown as {
    rows: { count: number; retry_after: number }[];
  };
  const row = result.rows[0]!;
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.retry_after),
  };
}

/** Gives back one count of the current window (what was counted turned out not to be what is limited). */
export async function refundRate(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`,
  );
}

/** Forgets a counter, e.g. a cooldown started by an attempt that failed on the server's side. */
export async function clearRate(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}

/** True when the rule's current window already reached its limit (reads only, counts nothing). */
export async function isOverLimit(db: Db, rule: RateRule): Promise<boolean> {
  const result = (await db.execute(
    sql`select count from rate_limit_counters where key = ${rule.key} and reset_at > now()`,
  )) as unknown as { rows: { count: number }[] };
  return (result.rows[0]?.count ?? 0) >= rule.limit;
}

/**
 * Counts every rule, then refuses with 429 if any is over its limit. `scale` multiplies the limits (the
 * browser test suite logs in many times from one address; production keeps 1).
 */
export async function enforceRates(db: Db, rules: RateRule[], scale = 1): Promise<void> {
  let retryAfter = 0;
  for (const rule of rules) {
    const { allowed, retryAfterSeconds } = await consumeRate(db, { ...rule, limit: rule.limit * scale });
    if (!allowed) retryAfter = Math.max(retryAfter, retryAfterSeconds);
  }
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
}

/** The 429 of every counted limit: what happened and when to come back, in whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError('TOO_MANY_REQUESTS', API_MESSAGES.tryAgainInMinutes(minutes), {
    code: 'RATE_LIMITED',
    params: { seconds: retryAfterSeconds, minutes },
    details: { retryAfter: retryAfterSeconds },
  });
}
