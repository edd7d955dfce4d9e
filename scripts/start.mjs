#!/usr/bin/env node
// `npm start`: builds the web app and the API bundle when missing or older than their sources, then runs the
// API server in this same process (plain Node, no run-time TypeScript), which serves the API and the built app
// on PORT. Each step says what it does and how long it took, so a first start (a minute or more for the web
// build on a small machine) never looks stuck.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApiIfStale } from './api-build.mjs';
import { buildWeb, isWebBuildCurrent } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST (the same variable the server reads) lets parallel test runs build into their own directories.
const distDir = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => process.stdout.write(`${line}\n`);

async function webStep() {
  if (process.env.SKIP_WEB_BUILD === '1') return say('Web app: not built (SKIP_WEB_BUILD=1)');
  const since = performance.now();
  if (isWebBuildCurrent(root, distDir)) return say(`Web app: up to date (${seconds(since)})`);
  say('Web app: building (first start or sources changed; about a minute on a small machine)...');
  try {
    await buildWeb(root, distDir, (line) => say(`  web build: ${line}`));
  } catch {
    process.stderr.write('The web app build failed; see the messages above.\n');
    process.exit(1);
  }
  say(`Web app: built in ${seconds(since)}`);
}

await webStep();
const apiSince = performance.now();
const bundle = await buildApiIfStale();
say(`API bundle: ready (${seconds(apiSince)})`);
// The server prints its own steps and the ready block, with the time since `npm start` began.
process.env.DENGUE_START_TIME ??= String(Date.now() - (performance.now() - started));
await import(pathToFileURL(bundle).href);
