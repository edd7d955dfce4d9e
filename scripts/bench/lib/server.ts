/**
 * The real server for a benchmark, in its own child process on a free local port: `scripts/start.mjs` (web
 * build and API, as `npm start`) or the API bundle alone (scripts/api-build.mjs), with the data directory and
 * variables the benchmark gives. Its figures are its own, apart from the benchmark's client.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the server runs. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BenchServerOptions {
  /** Node's arguments: flags, then the script (scripts/start.mjs or the API bundle). */
  args: string[];
  /** Variables beside PORT, LOG_LEVEL=error and the bench superadmin. */
  env: Record<string, string>;
  /** scripts/start.mjs prints its web build there; the bundle prints nothing worth showing. */
  stdout: 'inherit' | 'ignore';
  /** How long /api/v1/health may take to answer: a web build needs minutes. */
  startWithin: { ms: number; words: string };
}

export interface BenchServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  pid: number;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    stdio: ['ignore', options.stdout, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'error',
      SUPERADMIN_EMAIL: 'bench-superadmin@example.com',
      SUPERADMIN_PASSWORD: 'Bench-Superadmin-1!',
      ...options.env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    const up = await fetch(`${origin}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (attempt > options.startWithin.ms / 100)
      throw new Error(`the server did not start within ${options.startWithin.words}`);
    await sleep(100);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { origin, pid: child.pid!, stop };
}
