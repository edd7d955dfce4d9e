// Runs dependency-cruiser for every package that has its own rules file (.dependency-cruiser.cjs beside
// its src/), so each app owns its boundaries. Exits non-zero when any package breaks its rules.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['packages/core', 'apps/api', 'apps/web'];
let failed = false;
for (const dir of packages) {
  const config = path.join(dir, '.dependency-cruiser.cjs');
  if (!existsSync(path.join(root, config))) continue;
  const result = spawnSync(
    'npx',
    ['depcruise', '--config', config, '--output-type', 'err', path.join(dir, 'src')],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
