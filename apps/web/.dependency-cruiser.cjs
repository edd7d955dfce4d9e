/**
 * The web app's boundaries (docs/ARCHITECTURE.md, "Web layers"): a feature imports only its own files, the
 * shared folders (components, lib, i18n) and @dengue/core; app/ composes features; the shared folders import
 * no feature and nothing of app/. `npm run lint` runs this (scripts/lint-deps.mjs).
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-other-feature',
      comment: 'Features never import each other: compose them in src/app (slots in src/components help).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment: 'app/ composes features; a feature never reaches back into it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-imports-feature-or-app',
      comment: 'components, lib and i18n are shared by every feature, so they import none of them nor app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|i18n)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (a type-only import or a lazy import() does not order module start-up).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
