import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';

/**
 * Prometheus metrics (GET /api/v1/metrics, docs/decisions/039): request latency by route pattern and status,
 * imported case rows, background job durations, the PostgreSQL pool, and prom-client's default process metrics (CPU, memory, event-loop
 * lag, GC). One registry per process: a process serves one database, and counters add up across the test
 * apps of one test file, which the tests allow for by reading differences.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const requestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to the end of the response, by route pattern (not the raw URL) and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const importRowsTotal = new client.Counter({
  name: 'dengue_import_rows_total',
  help: 'Case rows saved as new cases by line-list imports',
  registers: [registry],
});

/** One try of a background job (lib/jobs), by queue and whether it finished or threw. */
export const jobDuration = new client.Histogram({
  name: 'dengue_job_duration_seconds',
  help: 'Time one try of a background job ran, by queue and outcome (done or failed)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  registers: [registry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new Set<() => PoolStats>();
const poolGauge = (name: string, help: string, field: keyof PoolStats) =>
  new client.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const stats of pools) sum += stats()[field];
      this.set(sum);
    },
  });
poolGauge('db_pool_connections', 'PostgreSQL connections open in the pool (node-postgres)', 'total');
poolGauge('db_pool_idle_connections', 'PostgreSQL connections open and idle', 'idle');
poolGauge('db_pool_waiting_requests', 'Queries waiting for a free connection', 'waiting');

/** Counts a database pool in the gauges until `forget` is called (when the database closes). */
export function watchPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}

/** Times every answered request under its route pattern; unmatched URLs share one label. */
export function timeRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
