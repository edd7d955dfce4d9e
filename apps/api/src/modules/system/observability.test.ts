import { rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { closeGracefully } from '../../lib/shutdown.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The count of a series of the latency histogram in a metrics text, 0 when absent. */
const requestCount = (text: string, route: string, status: string) => {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(
        `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`,
      ),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('GET metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('is off (404) when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('METRICS_TOKEN');
    } finally {
      await off.close();
    }
  });

  it('needs the bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('METRICS_TOKEN');
    }
  });

  it('answers the Prometheus text format, with process metrics and a counted request', async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: bearer });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
      return res.body;
    };
    const before = await read();
    expect(before).toContain('# TYPE http_request_duration_seconds histogram');
    expect(before).toContain('# TYPE dengue_import_rows_total counter');
    expect(before).toMatch(/^process_resident_memory_bytes \d+/m);
    const id = '00000000-0000-4000-8000-000000000000';
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await t.app.inject({ method: 'GET', url: `/api/v1/reports/${id}` });
    const after = await read();
    expect(requestCount(after, '/api/v1/health', '200')).toBe(
      requestCount(before, '/api/v1/health', '200') + 1,
    );
    // By route pattern, never the raw URL: one series for every report id.
    expect(requestCount(after, '/api/v1/reports/:id', '404')).toBe(
      requestCount(before, '/api/v1/reports/:id', '404') + 1,
    );
    expect(after).not.toContain(id);
  });
});

describe('GET ready', () => {
  it('answers 200 while the database answers, 503 once it cannot be reached; health stays a liveness check', async () => {
    const t = await createTestApp();
    try {
      const up = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ready', db: 'up' });
      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'not-ready', db: 'down' });
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, then refuses connections and closes the database', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
    // The barangay list's first build reads the database for a while: it is in flight when the stop begins.
    const inFlight = fetch(`${base}/barangays/get-all-barangays-for-user`);
    await arrived;
    const lines: string[] = [];
    await closeGracefully(t.app, t.database, { deadlineMs: 8000, log: (line) => lines.push(line) });
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(142);
    // A new connection is refused (a kept-alive one would be answered 503 until it closes).
    const connect = new Promise((resolve, reject) =>
      net.connect(port, '127.0.0.1').once('connect', resolve).once('error', reject),
    );
    await expect(connect).rejects.toThrow(/ECONNREFUSED/);
    await expect(t.database.ping()).rejects.toThrow();
    expect(lines.at(-1)).toMatch(/^Stopped in \d+ ms\.$/);
    // Already closed: only the data folder is left to remove.
    rmSync(t.config.dataDir, { recursive: true, force: true });
  });
});
