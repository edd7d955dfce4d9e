// Bundles the API (apps/api/src/server.ts and packages/core, TypeScript) into one ES module that plain Node
// runs: `npm start` and `npm run bench:import` use it instead of compiling at run time with tsx, whose loader
// thread alone holds 50-60 MB (docs/decisions/002). npm packages stay external, loaded from node_modules.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashSources } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
export const API_BUNDLE = path.join(apiDir, 'dist/server.mjs');
const stampFile = `${API_BUNDLE}.source-hash`;
const API_INPUTS = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/core/src',
  'packages/core/package.json',
];

/** A hash of every input file's path and content (tests left out): a changed file means a stale bundle. */
function sourceHash() {
  const hash = hashSources(root, API_INPUTS);
  // The bundle keeps paths relative to itself; this script's own changes also call for a rebuild.
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex');
}

/**
 * The sources find their files (migrations, assets, package.json) relative to `import.meta.url`; in one
 * bundle every module shares the bundle's URL. Each module's `import.meta.url` becomes its original file's
 * URL, written relative to the bundle so the checkout can move.
 */
const originalUrls = {
  name: 'original-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(path.dirname(API_BUNDLE), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Builds the bundle when it is missing or older than its sources; answers its path. */
export async function buildApiIfStale() {
  const wanted = sourceHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (current === wanted && existsSync(API_BUNDLE)) return API_BUNDLE;
  // The API workspace's own esbuild (the root may hold an older one for other tools).
  const esbuildPath = createRequire(path.join(apiDir, 'package.json')).resolve('esbuild');
  const { build, stop } = await import(pathToFileURL(esbuildPath).href);
  // Parallel starts (test runs) may build at once: each writes its own file, then renames it into place.
  const temporary = `${API_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages load from node_modules as usual; only the workspace's TypeScript is bundled.
    packages: 'external',
    alias: { '@dengue/core': path.join(root, 'packages/core/src/index.ts') },
    plugins: [originalUrls],
    // Not minified, with each module's path in a comment: stack traces stay readable without a source map.
    logLevel: 'warning',
  });
  // esbuild's helper process would otherwise stay alive beside the server.
  await stop();
  renameSync(temporary, API_BUNDLE);
  writeFileSync(stampFile, wanted);
  return API_BUNDLE;
}
