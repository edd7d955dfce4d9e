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
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
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
  return { allowed: row.count <= rule.limit, retryAfterSeconds: Math.max(1, row.retry_after) };
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
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError('TOO_MANY_REQUESTS', API_MESSAGES.tryAgainInMinutes(minutes), {
      code: 'RATE_LIMITED',
      params: { seconds: retryAfter, minutes },
      details: { retryAfter },
    });
  }
}
