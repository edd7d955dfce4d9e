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
  'account-admin',
  'barangays',
  'analytics',
  'cases',
  'dashboard',
  'votes',
  'posts',
  'clusters',
  'reports',
  'barangay-status',
  'comments',
  'voting',
  'alerts',
  'push',
  'interventions',
  'effectiveness',
  'recommendations',
  'system',
  'web',
];

const MODULES = '^apps/api/src/modules/';
const either = (names) => `(${names.join('|')})`;

function layerRules() {
  return LAYERS.flatMap((layer, index) => {
    const higher = LAYERS.slice(index + 1);
    if (higher.length === 0) return [];
    return [
      {
        name: `layer-${layer}`,
        comment: `${layer} may import only the modules before it in LAYERS.`,
        severity: 'error',
        from: { path: `${MODULES}${layer}/` },
        to: { path: `${MODULES}${either(higher)}/` },
      },
    ];
  });
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
