// The boundaries of the code, checked on every `npm test` (and so in CI): `npm run boundaries`.
// Each rule says why it exists in its comment, which depcruise prints when the rule is broken.
// Tests may reach further (a server test reads a table to check what an import stored), so
// the server's rules are about the code that ships.

const MODULE = '^apps/server/src/modules/([^/]+)/';
const SHIPPED_SERVER_CODE = { path: '^apps/server/src/', pathNot: '[.]test[.]ts$' };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: two files that need each other are one piece of code in two places. Move what both need into a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'game-imports-nothing-from-apps',
      severity: 'error',
      comment: 'packages/game holds the rules both apps share; it must not depend on either of them.',
      from: { path: '^packages/game/' },
      to: { path: '^apps/' },
    },
    {
      name: 'game-does-no-io',
      severity: 'error',
      comment: "packages/game is pure: no Node built-ins (files, network, processes) outside its tests and their fixtures. I/O belongs to the apps.",
      from: { path: '^packages/game/src/', pathNot: '[.](test|fixture)[.]ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-features-stay-apart',
      severity: 'error',
      comment: 'A web feature does not import another feature: a screen in apps/web/src/app composes them, and what both need goes to components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-imports-no-server-code',
      severity: 'error',
      comment: 'The web app shares rules and schemas with the server through packages/game only.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'queries-stay-in-their-module',
      severity: 'error',
      comment: "A server module reaches another only through its service; another module's *.queries.ts is its own business.",
      from: { path: MODULE, pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+[.]queries[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'tables-stay-in-their-module',
      severity: 'error',
      comment:
        "A module uses only the tables it owns (its *.schema.ts); another module's rows come through that module's service. A schema file may name another module's table in a foreign key.",
      from: { path: MODULE, pathNot: '[.](schema|test)[.]ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+[.]schema[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'only-modules-use-tables-and-queries',
      severity: 'error',
      comment: "Seeds, commands, plugins and app.ts go through the services; tables and queries belong to the modules (db/schema.ts gathers the tables for drizzle-kit's migrations).",
      from: { ...SHIPPED_SERVER_CODE, pathNot: ['[.]test[.]ts$', '^apps/server/src/modules/', '^apps/server/src/db/schema[.]ts$'] },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+[.](queries|schema)[.]ts$' },
    },
    {
      name: 'schema-manifest-is-drizzle-kits-only',
      severity: 'error',
      comment:
        "db/schema.ts re-exports every module's tables for drizzle-kit only (drizzle.config.ts); nothing in the server imports it. A module imports its own *.schema.ts; a test that checks what was stored imports the owning module's.",
      from: { path: '^apps/server/' },
      to: { path: '^apps/server/src/db/schema[.]ts$' },
    },
    {
      name: 'ground-floor-imports-no-module',
      severity: 'error',
      comment:
        'lib/, plugins/ and db/ are the ground floor every module stands on: they import no module (db/schema.ts, the drizzle-kit manifest, excepted). What a plugin needs of a module is handed to it by app.ts.',
      from: { path: '^apps/server/src/(lib|plugins|db)/', pathNot: ['[.]test[.]ts$', '^apps/server/src/db/schema[.]ts$'] },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'routes-import-no-queries',
      severity: 'error',
      comment: 'A route is HTTP only: it validates, calls its service and presents. Reads and writes of the database belong to the service, which owns the transaction.',
      from: { path: '^apps/server/src/modules/[^/]+/[^/]+[.]routes[.]ts$' },
      to: { path: '[.]queries[.]ts$' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: "apps/web/src/components and lib are shared by every feature and screen: they import neither a feature nor app/ (a screen in app/ composes them). What they need is passed in as props or arguments.",
      from: { path: '^apps/web/src/(components|lib)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/web/public/'] },
    // Type-only imports count: a module that needs another's row type takes it from its service.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
