import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SecondServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A second app server beside the suite's (playwright.config.ts), for a test that needs a setting the
 * shared server must not have: the same start script, its own empty data folder and a free port, the web build
 * the suite's server already made. Resolves once its health route answers.
 */
/** A port no one listens on right now (the system's choice), so two runs on one machine never meet. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(os.tmpdir(), `dengue-e2e-second-${Date.now()}`),
      // Its own embedded database, whatever the environment points at: the demo data must not reach another.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEATHER_URL: 'http://127.0.0.1:9/v1/forecast',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second server stopped:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the second server did not answer within 150 s:\n${output}`);
}
