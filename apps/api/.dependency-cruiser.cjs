/**
 * The API's boundaries (docs/ARCHITECTURE.md, "Layers of the API"). Modules depend one way: a module may
 * import the modules listed before it in LAYERS, never one listed after it. lib/ and db/ import no module.
 * No import cycles. `npm run lint` runs this (scripts/lint-deps.mjs).
 */
const LAYERS = [
  'audit',
  'geocode',
  'notifications',
  'accounts',
  'auth',
  'barangays',
  'analytics',
  'cases',
  'dashboard',
  'votes',
  'posts',
  'clusters',
  'reports',
  'comments',
  'alerts',
  'push',
  'interventions',
  'effectiveness',
  'recommendations',
  'system',
  'web',
];

/**
 * Imports against the order that exist today, each with its reason. The list only shrinks: a new upward
 * import fails the lint. file (under src/modules) -> the modules it may still reach upward.
 */
const KNOWN_UPWARD = {
  // Account management (superadmin) issues sign-up codes and ends sessions through auth.
  'accounts/accounts.service.ts': ['auth'],
  // The map's barangay list joins each barangay with its analysis and its validated reports.
  'barangays/barangays.service.ts': ['analytics', 'reports'],
  'barangays/barangays.presenter.ts': ['analytics'],
  // A vote toggles on a report, a post or a comment, each checked visible by its own module.
  'votes/votes.service.ts': ['posts', 'reports', 'comments'],
};

const MODULES = '^apps/api/src/modules/';
const either = (names) => `(${names.join('|')})`;

function layerRules() {
  const rules = [];
  LAYERS.forEach((layer, index) => {
    const higher = LAYERS.slice(index + 1);
    if (higher.length === 0) return;
    const exceptions = Object.keys(KNOWN_UPWARD).filter((file) => file.startsWith(`${layer}/`));
    rules.push({
      name: `layer-${layer}`,
      comment: `${layer} may import only the modules before it in LAYERS.`,
      severity: 'error',
      from: {
        path: `${MODULES}${layer}/`,
        pathNot: exceptions.map((file) => `${MODULES}${file.replaceAll('.', '\\.')}$`),
      },
      to: { path: `${MODULES}${either(higher)}/` },
    });
    for (const file of exceptions) {
      const rest = higher.filter((name) => !KNOWN_UPWARD[file].includes(name));
      if (rest.length === 0) continue;
      rules.push({
        name: `layer-${file}`,
        comment: `${file} may reach upward only to ${KNOWN_UPWARD[file].join(', ')}.`,
        severity: 'error',
        from: { path: `${MODULES}${file.replaceAll('.', '\\.')}$` },
        to: { path: `${MODULES}${either(rest)}/` },
      });
    }
  });
  return rules;
}

module.exports = {
  forbidden: [
    ...layerRules(),
    {
      name: 'module-not-layered',
      comment: 'Every module has its place in LAYERS (add a new module there).',
      severity: 'error',
      from: { path: MODULES, pathNot: `${MODULES}${either(LAYERS)}/` },
      to: { path: '^apps/api/src/' },
    },
    {
      name: 'lib-imports-module',
      comment: 'lib/ and db/ are shared by every module, so they import none (the demo seed composes them).',
      severity: 'error',
      from: { path: '^apps/api/src/(lib/|db/(?!seed/))' },
      to: { path: MODULES },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (a type-only import does not order module start-up).',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.ts$|/test/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
