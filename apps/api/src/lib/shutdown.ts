/**
 * Graceful stop on SIGTERM (docs/decisions/039): Fastify's close stops accepting connections, closes idle
 * keep-alive ones, answers requests that still arrive on open connections with 503 (so a load balancer's
 * readiness check fails at once), waits for the requests in flight and for the background job running here
 * (lib/jobs), then the database pool closes.
 * Requests still running after `deadlineMs` are cut off so an orchestrator's kill never lands mid-close.
 */
export interface Closable {
  close(): Promise<unknown>;
}

export async function closeGracefully(
  app: Closable | undefined,
  database: Closable,
  options: { deadlineMs: number; log?: (line: string) => void },
): Promise<void> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), options.deadlineMs);
  });
  const closed = await Promise.race([app?.close().then(() => 'done' as const), deadline]);
  clearTimeout(timer);
  if (closed === 'late')
    options.log?.(`Requests still running after ${options.deadlineMs} ms were cut off at shutdown.`);
  await database.close();
  options.log?.(`Stopped in ${Date.now() - started} ms.`);
}
