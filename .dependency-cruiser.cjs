// Boundaries of the code (DESIGN.md 2-3, STYLE.md): run by `npm run lint` after biome.
// Paths are relative to the repository root.

const server = '^apps/server/src/';
const features = `${server}features/`;

// The only server files that may talk to the database driver: repositories (any file named
// *repository*.ts), group committers (*-committer.ts: they open the transactions units share), lib/db
// (the handle, dialects, migrations), the command-line scripts and the demo seed, and the composition
// roots (app.ts, main.ts). Tests are not cruised (see options).
const databaseAllowed = [
  `${server}.*repository[^/]*\\.ts$`,
  `${server}.*-committer\\.ts$`,
  `${server}lib/db/`,
  `${server}scripts/`,
  `${server}seed/`,
  `${server}(app|main)\\.ts$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment:
        'Features depend on each other one way only (e.g. payments -> wallet -> staff, never back). ' +
        'Checked on folders, so a cycle through different files of two features counts too; the ' +
        'folders of one feature (sports, sports/settings) may depend on each other.',
      severity: 'error',
      scope: 'folder',
      // features/staff is left to staff-imports-no-feature: it may import no feature at all, so no
      // cycle can pass through it (and that rule, unlike a folder rule, can list known violations).
      from: { path: `${features}([^/]+)`, pathNot: `${features}staff(/|$)` },
      to: { circular: true, pathNot: [`${features}$1(/|$)`, `${features}staff(/|$)`] },
    },
    {
      name: 'no-server-cycle',
      comment:
        'No import cycle between server modules that exists at run time (a module evaluated before ' +
        'its dependency). A cycle closed by a type-only import (a service type named in its events) is ' +
        'erased by the compiler and left alone; between features even those count (no-feature-cycle).',
      severity: 'error',
      from: { path: server },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'feature-public-module-only',
      comment:
        'A feature is used by others only through its public module, features/<name>/index.ts (DESIGN.md 3): ' +
        'never another feature’s repository, service, policy or store. Inside a feature (its subfolders ' +
        'included: sports/settings, betting/placement) anything goes. No exceptions.',
      severity: 'error',
      from: { path: `${features}([^/]+)/` },
      to: { path: features, pathNot: [`${features}$1/`, `${features}[^/]+/index\\.ts$`] },
    },
    {
      name: 'public-module-exports-no-repository',
      comment:
        'A feature’s public module (index.ts) says what others may do: it names service functions, never ' +
        'a repository (any *repository*.ts of the feature, its subfolders included) by re-export, type ' +
        're-export or an import to wrap. A read another feature needs becomes a function named for what ' +
        'it does in a service file of the owning feature, which uses its repository.',
      severity: 'error',
      from: { path: `${features}[^/]+/index\\.ts$` },
      to: { path: `${features}.*repository[^/]*\\.ts$` },
    },
    {
      name: 'roots-use-feature-public-module',
      comment:
        'The composition roots (app.ts, app-routes.ts, main.ts, start-up.ts), lib/, the scripts and the demo ' +
        'seed use a feature through its index.ts too, so that file is the whole list of what leaves a ' +
        'feature. Tests and apps/server/test are not cruised (see options) and bench/ lies outside apps/server/src: ' +
        'harnesses that set up and check the database on purpose, not product code.',
      severity: 'error',
      from: { path: server, pathNot: features },
      to: { path: features, pathNot: `${features}[^/]+/index\\.ts$` },
    },
    {
      name: 'staff-imports-no-feature',
      comment:
        'features/staff holds staff accounts, sessions, roles and the audit log only: features use it, ' +
        'it uses none of them (the app registers each feature’s staff-routes.ts in the staff scope).',
      severity: 'error',
      from: { path: `${features}staff/` },
      to: { path: features, pathNot: `${features}staff/` },
    },
    {
      name: 'browser-feature-public-module-only',
      comment:
        'In the member site and the back office too, a feature is used by others only through its public ' +
        'module, src/features/<name>/index.ts(x) (STYLE.md; bulletproof-react "features never import each ' +
        'other"): never its api files, components, hooks or stores. Inside a feature (its subfolders ' +
        'included) anything goes. No exceptions.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/',
        pathNot: ['^apps/$1/src/features/$2/', '^apps/$1/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'browser-no-feature-cycle',
      comment:
        'Features of the member site and the back office depend on each other one way only (checked on ' +
        'folders, so a two-way pair through different files counts): what two features both need lives in ' +
        'src/components or src/lib.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)' },
      to: { circular: true, pathNot: '^apps/$1/src/features/$2(/|$)' },
    },
    {
      name: 'browser-shared-imports-no-feature',
      comment:
        'Shared code (src/components, src/lib) is used by features and never uses one: a piece that needs a ' +
        'feature belongs to that feature.',
      severity: 'error',
      from: { path: '^apps/(web|admin)/src/(components|lib)/' },
      to: { path: '^apps/$1/src/features/' },
    },
    {
      name: 'migrations-import-runtime-not-back',
      comment:
        'A migration is history: runtime code never imports a constant from one (it would change under the ' +
        'running code, or a migration be edited to change the code). Shared names live in lib/db (e.g. ' +
        'system-account-shards.ts, migrated-names.ts), which the migrations import; only lib/db/migrations.ts ' +
        'lists the migrations.',
      severity: 'error',
      from: { path: server, pathNot: [`${server}lib/db/migrations/`, `${server}lib/db/migrations\\.ts$`] },
      to: { path: `${server}lib/db/migrations/` },
    },
    {
      name: 'clients-not-server',
      comment:
        'The web app, the back office and the UI kit take the API contract from packages/core, never from the server.',
      severity: 'error',
      from: { path: '^(apps/(web|admin)|packages/ui)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'skyhub-not-server',
      comment:
        'The built-in casino provider (apps/skyhub) is wired like an external one: it reaches the operator only ' +
        'over HTTP with the signed wallet API, never through the server’s code.',
      severity: 'error',
      from: { path: '^apps/skyhub/' },
      to: { path: '^apps/(server|web|admin)/' },
    },
    {
      name: 'server-uses-skyhub-entry-only',
      comment:
        'The server mounts the built-in provider through its one entry, @hanpan/skyhub/server ' +
        '(apps/skyhub/src/server/index.ts), never its internals (tables, wallet client, outbox).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/skyhub/', pathNot: '^apps/skyhub/src/server/index\\.ts$' },
    },
    {
      name: 'skyhub-client-not-server',
      comment: 'The game page (browser) imports no Node code of the provider’s server.',
      severity: 'error',
      from: { path: '^apps/skyhub/src/client/' },
      to: { path: '^apps/skyhub/src/server/' },
    },
    {
      name: 'core-imports-no-app',
      comment: 'packages/core is shared by the browser and the server: it imports no app.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'core-is-pure',
      comment:
        'packages/core does no I/O: no Node built-in and no package other than zod, @noble/hashes (pure, ' +
        'synchronous hashes for the mini-game draws the browser re-checks), es-hangul (pure Korean particle ' +
        'rules for the message catalogues) and, in its tests, vitest and fast-check.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '(^|/)node_modules/(zod|@noble/hashes|es-hangul|vitest|fast-check)/',
      },
    },
    {
      name: 'driver-only-in-repositories',
      comment:
        'Only repositories (and lib/db, scripts, seed, app.ts / main.ts) import the database driver: ' +
        'kysely, pg, PGlite, their types included (Transaction, Selectable, sql).',
      severity: 'error',
      from: { path: server, pathNot: databaseAllowed },
      to: { path: '(^|/)node_modules/(kysely|pg|pg-pool|pg-cursor|@electric-sql/pglite)/' },
    },
    {
      name: 'db-handle-only-in-repositories',
      comment:
        'Nor lib/db values (the handle, migrations, dialects). Type-only imports are allowed: a service ' +
        'names Db to hand the handle to its repositories, and row enums such as MemberStatus; a type ' +
        'cannot query. lib/db/errors.ts is allowed too: it only reads the code of a caught driver error.',
      severity: 'error',
      from: { path: server, pathNot: databaseAllowed },
      to: {
        path: `${server}lib/db/`,
        pathNot: `${server}lib/db/errors\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are left out: they reach into several features and the app on purpose (a folder
    // cycle through test/app.ts would say nothing about the product code).
    exclude: {
      path: [
        '^(apps|packages)/[^/]+/(dist|data)/',
        '\\.test\\.tsx?$',
        '^apps/server/test/',
        '^packages/core/test/',
        '^e2e/',
      ],
    },
    // Type-only imports count: a feature that imports another's types depends on it.
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
