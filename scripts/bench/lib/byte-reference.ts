/**
 * The ceiling beside each heavy row of `npm run bench:api`: the same answers, byte for byte, from a bare
 * node:http server in its own process (byte-mirror.mjs), driven by the same autocannon load. On a 2-core
 * machine autocannon and the server share the cores, and a 20 to 30 KB answer costs the client and the
 * kernel more than it costs a server that has it ready; this says how close a route is to that ceiling, so a
 * missed ratio can be told apart as bytes (shrink the answer) or code (make the route cheaper).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonRequest } from 'autocannon';
import type { BenchRoute } from './api-routes.ts';

const MIRROR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'byte-mirror.mjs');
/** Headers the mirror repeats: what a browser's cache and decoder read. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'];

interface Recording {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const keyOf = (r: AutocannonRequest) =>
  `${r.method ?? 'GET'} ${r.path} ${(r.headers as Record<string, string> | undefined)?.['accept-encoding'] ?? ''}`;

/** One answer of the API as it came off the wire (no decompression). */
function record(origin: string, r: AutocannonRequest): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${r.path}`,
      { method: r.method ?? 'GET', headers: r.headers as Record<string, string> },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function startMirror(file: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [MIRROR, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the byte mirror exited with status ${code}`)));
    child.stdout!.on('data', (data: Buffer) => {
      const match = /listening (\d+)/.exec(String(data));
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

export interface ReferenceRow {
  name: string;
  kbPerResponse: number;
  ours: number;
  bare: number;
}

/**
 * Records the answers of `routes` from the API at `origin`, serves them from the mirror, and measures each
 * route's requests against it with `measure` (the benchmark's own autocannon run, given the mirror's origin
 * and pid). Only GET routes: a write cannot be replayed as bytes.
 */
export async function measureByteReference(
  origin: string,
  routes: { route: BenchRoute; rps: number; bytesPerRequest: number }[],
  measure: (origin: string, pid: number, route: BenchRoute) => Promise<{ rps: number }>,
): Promise<ReferenceRow[]> {
  const gets = routes.filter(({ route }) => route.requests.every((r) => (r.method ?? 'GET') === 'GET'));
  if (gets.length === 0) return [];
  const recordings: Record<string, Recording> = {};
  for (const { route } of gets)
    for (const r of route.requests) recordings[keyOf(r)] ??= await record(origin, r);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-bytes-'));
  const file = path.join(dir, 'recordings.json');
  writeFileSync(file, JSON.stringify(recordings));
  const mirror = await startMirror(file);
  try {
    const rows: ReferenceRow[] = [];
    for (const { route, rps, bytesPerRequest } of gets) {
      const bare = await measure(mirror.origin, mirror.child.pid!, route);
      rows.push({ name: route.name, kbPerResponse: bytesPerRequest / 1024, ours: rps, bare: bare.rps });
    }
    return rows;
  } finally {
    mirror.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printReference(rows: ReferenceRow[], healthRps: number): void {
  if (rows.length === 0) return;
  console.log(
    '  the same answers, byte for byte, from a bare node:http server (byte-mirror.mjs), same load and client:',
  );
  console.log(
    `  ${'route'.padEnd(20)}${'KB/resp'.padStart(9)}${'ours'.padStart(9)}${'bare'.padStart(9)}${'ours/bare'.padStart(11)}${'bare/health'.padStart(13)}`,
  );
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(20)}${r.kbPerResponse.toFixed(1).padStart(9)}${r.ours.toFixed(0).padStart(9)}${r.bare.toFixed(0).padStart(9)}${(r.ours / r.bare).toFixed(2).padStart(11)}${(r.bare / healthRps).toFixed(2).padStart(13)}`,
    );
}
