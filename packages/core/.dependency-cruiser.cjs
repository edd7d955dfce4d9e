/**
 * packages/core is imported by the browser, the server, the OpenAPI document and the database: it imports
 * neither app and has no import cycles. `npm run lint` runs this (scripts/lint-deps.mjs).
 */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-app',
      comment: 'Both apps import core; core imports neither.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (a type-only import does not order module start-up).',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
