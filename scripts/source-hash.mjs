// What `npm start` compares to decide whether a build is stale: the web app (scripts/start.mjs) and the API
// bundle (scripts/api-build.mjs) each keep the hash of their sources beside their output.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A SHA-256 over every file's path (relative to root) and content below the inputs, in a stable order;
 * node_modules and tests are left out, missing inputs skipped. Answers the hash undigested, so a caller can
 * add more to it.
 */
export function hashSources(root, inputs) {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name.endsWith('.test.ts')) continue;
        visit(path.join(p, name));
      }
      return;
    }
    hash.update(path.relative(root, p));
    hash.update(readFileSync(p));
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash;
}
