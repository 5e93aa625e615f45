/**
 * Dependency rules checked in CI (CONVENTIONS.md habit 1 and 9), run by `npm run lint:deps`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain holds business rules only: no framework, database, zod or Node built-ins.',
      severity: 'error',
      from: { path: '^libs/domain/src' },
      to: { pathNot: '^libs/domain/src' },
    },
    {
      name: 'no-domain-capability-cycles',
      comment:
        "libs/domain's capability folders depend on one another one way only: the practice uses the law's rules (credit, due-diligence) and the negotiation; audit describes everyone and nobody imports it; what several share lives in the kernel, shared/.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^libs/domain/src/[^/]+$' },
      to: { path: '^libs/domain/src/[^/]+$', circular: true },
    },
    {
      name: 'contracts-only-zod',
      comment: 'libs/contracts describes HTTP payloads: zod and the domain constants only (@pratiche/domain resolves to its build).',
      severity: 'error',
      from: { path: '^libs/contracts/src' },
      to: { pathNot: ['^libs/contracts/src', '^libs/domain/(src|dist)/', 'node_modules/zod'] },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'A web feature never imports another feature; shared code lives in src/lib or src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'common-passwords-server-only',
      comment: 'The common-password list is ~380 KB: only the API may load it (the /auth bundle has a 250 KB budget).',
      severity: 'error',
      from: { pathNot: '^apps/api' },
      to: { path: 'node_modules/@zxcvbn-ts/language-common' },
    },
    {
      name: 'no-capability-cycles',
      comment:
        'Capability modules depend on one another one way only (identity depends on none); what several ask of one, such as who bought what of a practice, lives in the module it belongs to (PracticeAccessReader).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'identity-imports-no-capability',
      comment: 'Every capability imports identity (the session, the current user, the user view), so identity imports none.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/identity/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/identity/' },
    },
    {
      name: 'queries-go-through-the-bus',
      comment:
        "A query controller sends its query on the QueryBus and its handler reads (CONVENTIONS.md habit 3); identity is read for the caller's type only.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/queries/.+\\.http\\.controller\\.ts$' },
      to: { path: '\\.reader\\.ts$', pathNot: '^apps/api/src/modules/identity/' },
    },
    {
      name: 'infrastructure-serves-capabilities',
      comment:
        'Infrastructure never imports a capability module, the composition root or the command-line tools: the app passes its lists down (AppComposition).',
      severity: 'error',
      from: { path: '^apps/api/src/infrastructure/' },
      to: { path: ['^apps/api/src/modules/', '^apps/api/src/app\\.', '^apps/api/src/cli/', '^apps/api/src/create-app'] },
    },
    {
      name: 'api-does-not-import-web',
      severity: 'error',
      from: { path: '^apps/api' },
      to: { path: '^apps/web' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers may reach across everything: they are not part of the layering.
    exclude: { path: ['\\.(int-)?spec(-helper)?\\.ts$', '^apps/api/src/testing/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
