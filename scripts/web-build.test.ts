import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { hashSources } from './source-hash.mjs';
import { isProgressLine, isWebBuildCurrent, webBuildEnv, webBuildStamp } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
/** A dist folder holding an index.html and the given stamp. */
function distWithStamp(stamp: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, '.source-hash'), stamp);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start: is the web build current?', () => {
  it('reuses a production build of the same sources', () => {
    expect(isWebBuildCurrent(root, distWithStamp(webBuildStamp(root)))).toBe(true);
  });

  it('rebuilds over a development build of the same sources', () => {
    expect(isWebBuildCurrent(root, distWithStamp(webBuildStamp(root, 'development')))).toBe(false);
  });

  it('rebuilds over a build stamped without its mode (made before the mode counted)', () => {
    const sourcesOnly = hashSources(root, ['apps/web/src']).digest('hex');
    expect(isWebBuildCurrent(root, distWithStamp(sourcesOnly))).toBe(false);
  });

  it('builds with NODE_ENV=production whatever the shell exported', () => {
    expect(webBuildEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({
      NODE_ENV: 'production',
      PATH: '/bin',
    });
  });
});

describe("npm start: the web build's progress", () => {
  it("passes Vite's stage lines and drops its per-file size table", () => {
    expect(isProgressLine('\u001b[32m✓\u001b[39m 1074 modules transformed.')).toBe(true);
    expect(isProgressLine('rendering chunks...')).toBe(true);
    expect(isProgressLine('dist/assets/react-vendor-B9OLxHet.js  314.28 kB │ gzip: 99.12 kB')).toBe(false);
    expect(isProgressLine('  ../../dist/sw.js')).toBe(false);
    expect(isProgressLine('  dist/workbox-cef473b1.js')).toBe(false);
    expect(isProgressLine('   ')).toBe(false);
  });
});
