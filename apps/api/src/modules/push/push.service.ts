import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { PUSH_FAN_OUT_QUEUE, type PushJob, type PushService } from '../../lib/push.ts';
import {
  markDelivered,
  type PushSubscriptionRow,
  recordPushOutcome,
  removeSubscriptions,
  subscriptionsOfResidents,
} from './push.repository.ts';
import { type VapidDetails, vapidResolver } from './vapid.ts';

const PAGE = 500;
const CONCURRENCY = 16;
/** An alert is news for a day; a phone that is off longer than that should not buzz with it later. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushOptions {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** An https.Agent for the push services' connections (tests trust their local fake's certificate). */
  agent?: Agent;
  /** The fan-out runs as a job of this queue, on whichever instance takes it. */
  jobs: JobQueue;
}

type Outcome = 'delivered' | 'gone' | 'failed';

async function sendOne(
  sub: PushSubscriptionRow,
  body: string,
  vapid: VapidDetails,
  agent: Agent | undefined,
): Promise<Outcome> {
  try {
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      body,
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'high',
        ...(agent ? { agent } : {}),
      },
    );
    return 'delivered';
  } catch (error) {
    // 404 and 410: the browser dropped the subscription; it will never accept a message again.
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
      return 'gone';
    return 'failed';
  }
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

export function createPushService(options: PushOptions): PushService {
  const { db, log, agent } = options;
  const vapid = vapidResolver(db, options.config);

  async function run(job: PushJob): Promise<void> {
    const keys = await vapid();
    const body = JSON.stringify(job.payload);
    let after: string | null = null;
    for (;;) {
      const page = await subscriptionsOfResidents(db, job.barangayIds, after, PAGE);
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      const outcomes = await inPool(page, CONCURRENCY, (sub) => sendOne(sub, body, keys, agent));
      const idsWith = (o: Outcome) => page.filter((_, i) => outcomes[i] === o).map((s) => s.id);
      await removeSubscriptions(db, idsWith('gone'));
      await markDelivered(db, idsWith('delivered'));
      await recordPushOutcome(db, job.alertId, {
        attempted: page.length,
        delivered: idsWith('delivered').length,
      });
      if (page.length < PAGE) break;
    }
  }

  // No retry: a second try would buzz the phones the first one reached again. A failure is logged, and the
  // alert's counters show how far the fan-out came.
  options.jobs.define<PushJob>({
    name: PUSH_FAN_OUT_QUEUE,
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireSeconds: 15 * 60,
    run: (job) => run(job),
    failed: async (job, error) => log.error({ err: error, alertId: job.alertId }, 'push fan-out failed'),
  });

  return { publicKey: async () => (await vapid()).publicKey };
}
