#!/usr/bin/env node
// `npm start`: builds the web app and the API bundle when missing or older than their sources, then runs the
// API server in this same process (plain Node, no run-time TypeScript), which serves the API and the built app
// on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApiIfStale } from './api-build.mjs';
import { hashSources } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
// WEB_DIST (the same variable the server reads) lets parallel test runs build into their own directories.
const distDir = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const stampFile = path.join(distDir, '.source-hash');
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/pwa.config.ts',
  'apps/web/package.json',
  'packages/core/src',
];

function buildWebIfStale() {
  if (process.env.SKIP_WEB_BUILD === '1') return;
  const wanted = hashSources(root, WEB_INPUTS).digest('hex');
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current === wanted && existsSync(path.join(distDir, 'index.html'))) return;
  process.stdout.write('Building the web app (first start or sources changed)...\n');
  // The web workspace's own Vite (npm may install it under apps/web/node_modules).
  const viteDir = path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json'));
  const vite = path.join(viteDir, 'bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    process.stderr.write('The web app build failed; see the messages above.\n');
    process.exit(1);
  }
  writeFileSync(stampFile, wanted);
}

buildWebIfStale();
await import(pathToFileURL(await buildApiIfStale()).href);
