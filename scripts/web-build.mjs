// Builds the web app for `npm start` when its build is missing or stale. Always a production build: a shell that
// exports NODE_ENV=development would otherwise give Vite React's development bundle, and the stamp names the
// mode so a build made that way before is never reused.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashSources } from './source-hash.mjs';

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
  'apps/web/package.json',
  'packages/core/src',
];

/** The only mode `npm start` builds in. */
export const WEB_BUILD_MODE = 'production';

/** What a build's stamp holds: the hash of its sources and the mode it was built in. */
export function webBuildStamp(root, mode = WEB_BUILD_MODE) {
  return `${mode}:${hashSources(root, WEB_INPUTS).digest('hex')}`;
}

/** Whether `distDir` holds a production build of the current sources. */
export function isWebBuildCurrent(root, distDir) {
  const stampFile = path.join(distDir, '.source-hash');
  if (!existsSync(stampFile) || !existsSync(path.join(distDir, 'index.html'))) return false;
  return readFileSync(stampFile, 'utf8').trim() === webBuildStamp(root);
}

/** The build's environment: the caller's, with NODE_ENV forced to production. */
export const webBuildEnv = (env = process.env) => ({ ...env, NODE_ENV: WEB_BUILD_MODE });

/**
 * Runs Vite's production build into `distDir`, passing on its progress lines ('transforming...', 'N modules
 * transformed', 'rendering chunks...', 'built in') but not its list of every chunk, with `say` (one line each).
 * Resolves when done; rejects when the build fails (its messages are already printed).
 */
export function buildWeb(root, distDir, say) {
  const webDir = path.join(root, 'apps/web');
  // The web workspace's own Vite (npm may install it under apps/web/node_modules).
  const viteDir = path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json'));
  const args = [path.join(viteDir, 'bin/vite.js'), 'build', '--mode', WEB_BUILD_MODE];
  args.push('--outDir', distDir, '--emptyOutDir');
  const child = spawn(process.execPath, args, {
    cwd: webDir,
    env: webBuildEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split(/\r?\n|\r/);
    pending = lines.pop() ?? '';
    for (const line of lines) if (isProgressLine(line)) say(line.trim());
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      if (pending && isProgressLine(pending)) say(pending.trim());
      if (status !== 0) reject(new Error(`the web app build exited with status ${status}`));
      else {
        writeFileSync(path.join(distDir, '.source-hash'), webBuildStamp(root));
        resolve();
      }
    });
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;

/** Vite's stage lines, not its per-file size table (`dist/assets/x.js  12.3 kB │ gzip: 4.5 kB`). */
export function isProgressLine(line) {
  const text = line.replace(COLOURS, '').trim();
  if (!text) return false;
  if (/\s[\d.,]+\s*kB\b/.test(text)) return false;
  // The service worker plugin lists the files it wrote, one path a line.
  return !/^\S*\/\S+$/.test(text);
}
