/**
 * The repository's layering rules (issue 19, item 4), checked by dependency-cruiser over the whole repository once per
 * `pnpm lint` and `pnpm test`: both name the root turbo task `//#layers` (the root script `layers`).
 *
 * Run it: pnpm layers. There is no baseline of known violations: the sandbox's ten from before these rules were
 * fixed (issue 19), so any violation fails.
 *
 * Paths are relative to the repository root. `@waas/*` imports resolve to the packages' sources through
 * `tsconfig.depcruise.json`, so the check needs no build. tools/layers runs these rules on fixture trees: a new
 * layering rule comes with a case there.
 */

/** Test files and the sandbox's test helpers: they may put layers together, so the sandbox's rules skip them. */
const TEST = ['[.]test[.]ts$', '[.]test-d[.]ts$'];
const SANDBOX_TEST = [...TEST, '^apps/sandbox/src/test/'];
const S = '^apps/sandbox/src/';
/** The conformance runner's layers, bottom up: profile, core, checks, cases (one folder per family), run, traffic
 * (beside the cases, above the run), report and reporters, cli. Tests and src/testing/ may put layers together. */
const C = '^packages/conformance/src/';
const CONFORMANCE_TEST = [...TEST, `${C}testing/`];
/** The sandbox's core, which runs in a server, a test or a browser page: domain/, contract/, storage/ but its Node
 * engines (storage/node/), and http/ but the modules that bind it to Fastify (the server is one adapter of http/'s
 * exchange, MSW's handlers another); and what a browser page imports with it (bundled by @waas/sandbox-page): the
 * sandbox's state over an engine (sandbox-core.ts), the seed without its dump's maker, the control API's exchange
 * over its bundled document (control-document.gen.ts), and MSW's handlers but the Node entry that opens the sandbox
 * and reads the control document from disk (msw/handlers.ts). */
const FASTIFY_PLUGINS = `${S}http/(wallet-api|cors|health|metrics|log-level|serializers|unused-connections)[.]ts$`;
const SANDBOX_CORE = {
  path: [
    `${S}(domain|storage|contract|http)/`,
    `${S}sandbox-core[.]ts$`,
    `${S}seed/(seed|keys|examples|ids)[.]ts$`,
    `${S}msw/(browser|exchange-handlers|sandbox-handlers|origins)[.]ts$`,
    `${S}control/(control-exchange|control-access|control-handlers|control-document[.]gen)[.]ts$`,
  ],
  pathNot: [...SANDBOX_TEST, `${S}storage/node/`, FASTIFY_PLUGINS],
};

/**
 * The apps that are published, and what their `files` keep out of the tarball (`!src/…`): that part may use the
 * repository's tools.
 */
const PUBLISHED_APPS = ['apps/sandbox', 'apps/mock'];
const globToRegExp = (glob) =>
  glob
    .replace(/[.]/g, '[.]')
    .replace(/[*][*]\//g, '~')
    .replace(/[*]/g, '[^/]*')
    .replace(/~/g, '.*')
    .concat('($|/)');
const UNSHIPPED = PUBLISHED_APPS.flatMap((dir) => {
  const manifest = require('node:path').join(__dirname, dir, 'package.json');
  const files = require('node:fs').existsSync(manifest) ? (require(manifest).files ?? []) : [];
  return files.filter((entry) => entry.startsWith('!src/')).map((entry) => `^${dir}/${globToRegExp(entry.slice(1))}`);
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // 1–3: packages, apps, tools and the conformance runner.
    {
      name: 'package-not-to-app',
      severity: 'error',
      comment:
        'A package (packages/*, spec/) is published or shared; an app is built on packages, never the other way.',
      from: { path: '^(packages|spec)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'app-not-to-other-app',
      severity: 'error',
      comment:
        'Apps are independent: a test that needs another app starts it as a process (by path), it does not import ' +
        'its modules. Share code through a package instead.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'package-not-to-tool',
      severity: 'error',
      comment:
        'tools/ holds what only this repository uses (harnesses, verification suites, the independent target) and ' +
        'stands above the packages (packages/*, spec/), which are published: no file of a package imports a tool, ' +
        'not its scripts, benches or test support, only its tests. A script or bench that needs a tool starts it as ' +
        'a process, by path.',
      from: { path: '^(packages|spec)/', pathNot: [...TEST, '/fixtures/'] },
      to: { path: '^tools/' },
    },
    {
      name: 'published-not-to-tool',
      severity: 'error',
      comment:
        'What an app publishes (the sandbox and the mock) never imports a tool, or its users could not install it. ' +
        "What its `files` keeps out of the tarball (tests, test helpers, the mock's watch for pnpm dev) may.",
      from: { path: `^(${PUBLISHED_APPS.join('|')})/(src|bin)/`, pathNot: [...TEST, '/fixtures/', ...UNSHIPPED] },
      to: { path: '^tools/' },
    },
    {
      name: 'command-line-stands-alone',
      severity: 'error',
      comment:
        "@waas/command-line is the commands' argument kit (the sandbox's, the mock's and the runner's): it imports " +
        'nothing of this repository, so a command takes it without taking anything else.',
      from: { path: '^packages/command-line/', pathNot: TEST },
      to: { path: '^(apps|packages|spec|tools)/', pathNot: '^packages/command-line/' },
    },
    {
      name: 'conformance-not-to-client',
      severity: 'error',
      comment:
        'The conformance runner checks any target against the spec alone; going through @waas/client would test ' +
        'the client, and hide what the wire says.',
      from: { path: '^packages/conformance/' },
      to: { path: '^packages/client/' },
    },

    // 4: the sandbox's layers: http and control → domain ← storage. Test files and src/test/ may cross them.
    {
      name: 'sandbox-domain-not-to-outer',
      severity: 'error',
      comment:
        'domain/ is the ledger and its rules: no HTTP, no control API, no seed, no bench. (src/test/ is the rule ' +
        'sandbox-not-to-test-helpers.)',
      from: { path: `${S}domain/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}(http|control|seed|bench)/` },
    },
    {
      name: 'sandbox-domain-not-to-storage',
      severity: 'error',
      comment:
        'domain/ declares the ports it needs (domain/store.ts, a store.ts per concept) and storage/ implements them ' +
        '(storage/store.ts): the composition root (sandbox-core.ts) hands the domain its Store. The domain imports ' +
        'nothing of storage/, not even a type, so it reads without SQL or driver code.',
      from: { path: `${S}domain/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}storage/` },
    },
    {
      name: 'sandbox-storage-not-to-upper',
      severity: 'error',
      comment: 'storage/ is the bottom layer: it knows tables and engines, not the APIs, the seed or the bench.',
      from: { path: `${S}storage/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}(http|control|seed|bench)/` },
    },
    {
      name: 'sandbox-storage-types-only-from-domain',
      severity: 'error',
      comment:
        "storage/ writes the domain's decisions, so it reads the domain's types (Posting, Entry, LedgerWrite); it " +
        'never calls the domain: only `import type` crosses upward.',
      from: { path: `${S}storage/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}domain/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sandbox-api-not-to-storage-or-seed',
      severity: 'error',
      comment:
        'http/ and control/ go through domain/; they reach neither storage/ nor seed/ directly. The one exception is ' +
        "the Engine interface as a type: a handler hands the sandbox's engine to the domain and never queries it.",
      from: { path: `${S}(http|control)/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}(storage|seed)/`, pathNot: `${S}storage/engine[.]ts$` },
    },
    {
      name: 'sandbox-api-engine-as-type-only',
      severity: 'error',
      comment: 'http/ and control/ may name the Engine interface (import type), never call into storage/engine.ts.',
      from: { path: `${S}(http|control)/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}storage/engine[.]ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sandbox-adapters-not-to-composition-root',
      severity: 'error',
      comment:
        'src/sandbox.ts puts the Node sandbox together (storage opened, seed dump found); http/, control/, domain/, ' +
        'storage/ and contract/ receive what they need (the core, sandbox-core.ts), never the root that composes them.',
      from: { path: `${S}(http|control|domain|storage|contract)/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}sandbox[.]ts$` },
    },
    {
      name: 'sandbox-http-not-to-control',
      severity: 'error',
      comment: 'The public API and the control API are siblings; what both need (the binder) lives in src/contract/.',
      from: { path: `${S}http/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}control/` },
    },
    {
      name: 'sandbox-control-not-to-http',
      severity: 'error',
      comment: 'The control API and the public API are siblings; what both need (the binder) lives in src/contract/.',
      from: { path: `${S}control/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}http/` },
    },
    {
      name: 'sandbox-contract-not-to-layers',
      severity: 'error',
      comment:
        'src/contract/ binds any OpenAPI document for both APIs; it knows neither of them, nor the domain below.',
      from: { path: `${S}contract/`, pathNot: SANDBOX_TEST },
      to: { path: `${S}(http|control|domain|storage|seed)/` },
    },
    {
      name: 'sandbox-core-not-to-node',
      severity: 'error',
      comment:
        "The sandbox's core (SANDBOX_CORE: domain/, storage/ but storage/node/, contract/, http/'s exchange) also " +
        'runs in a browser page or a test, behind MSW: no Node built-in. What needs Node lives in storage/node/ (the ' +
        'engines), seed/ and the server.',
      from: SANDBOX_CORE,
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'sandbox-core-not-to-fastify',
      severity: 'error',
      comment:
        "The sandbox's core runs without a server: Fastify is the adapters' (http/wallet-api.ts and its siblings " +
        "named in SANDBOX_CORE), control/'s and the app's (src/refusal.ts).",
      from: SANDBOX_CORE,
      to: { path: '(^|/)node_modules/(fastify|@fastify/[^/]+)/' },
    },
    {
      name: 'sandbox-msw-not-to-server',
      severity: 'error',
      comment:
        "MSW's handlers (msw/) and the server are two adapters of one core: the handlers answer through http/'s " +
        "exchange and control/'s (control-exchange.ts), never through the server, its Fastify plugins (the control " +
        "API's, control-api.ts, among them) or Fastify.",
      from: { path: `${S}msw/`, pathNot: SANDBOX_TEST },
      to: {
        path: [
          `${S}(app|serve|main|refusal|follow-spec)[.]ts$`,
          `${S}control/control-api[.]ts$`,
          FASTIFY_PLUGINS,
          '(^|/)node_modules/(fastify|@fastify/[^/]+)/',
        ],
      },
    },
    {
      name: 'sandbox-not-to-test-helpers',
      severity: 'error',
      comment: 'src/test/ holds test helpers; what ships must not need them.',
      from: { path: S, pathNot: SANDBOX_TEST },
      to: { path: `${S}test/` },
    },

    // 5: the conformance runner's layers. Each may import the layers below it, never one above.
    {
      name: 'conformance-profile-at-the-bottom',
      severity: 'error',
      comment:
        "profile/ is the run's input, read by every layer; it names its own words (the target's kind, match modes) " +
        'and imports no other layer.',
      from: { path: `${C}profile/`, pathNot: CONFORMANCE_TEST },
      to: { path: `${C}(core|checks|cases|run|traffic|report|reporters|cli)/` },
    },
    {
      name: 'conformance-core-not-up',
      severity: 'error',
      comment:
        "core/ is the model, the run's context, keys, requests, bindings and the means to hear webhooks: it imports " +
        'nothing of the runner above it.',
      from: { path: `${C}core/`, pathNot: CONFORMANCE_TEST },
      to: { path: [`${C}(checks|cases|run|traffic|report|reporters|cli)/`, `${C}(index|bench)[.]ts$`] },
    },
    {
      name: 'conformance-checks-not-up',
      severity: 'error',
      comment:
        'checks/ judges answers (every check name is produced there); it knows the core, not the cases that send, ' +
        'the run or the reports.',
      from: { path: `${C}checks/`, pathNot: CONFORMANCE_TEST },
      to: { path: [`${C}(cases|run|traffic|report|reporters|cli)/`, `${C}(index|bench)[.]ts$`] },
    },
    {
      name: 'conformance-case-family-not-to-another',
      severity: 'error',
      comment:
        'A case family (cases/<family>/) builds on the core and the checks; what two families share belongs in one ' +
        'of those, not in either family.',
      from: { path: `${C}cases/([^/]+)/`, pathNot: CONFORMANCE_TEST },
      to: { path: `${C}cases/`, pathNot: `${C}cases/$1/` },
    },
    {
      name: 'conformance-cases-not-up',
      severity: 'error',
      comment:
        'Case families are planned and run by run/; they never reach up into it, the reports or the command line.',
      from: { path: `${C}cases/`, pathNot: CONFORMANCE_TEST },
      to: { path: [`${C}(run|traffic|report|reporters|cli)/`, `${C}(index|bench)[.]ts$`] },
    },
    {
      name: 'conformance-run-not-to-outer',
      severity: 'error',
      comment: 'run/ plans, runs and summarizes; the report, its reporters and the command line read what it returns.',
      from: { path: `${C}run/`, pathNot: CONFORMANCE_TEST },
      to: { path: [`${C}(traffic|report|reporters|cli)/`, `${C}(index|bench)[.]ts$`] },
    },
    {
      name: 'conformance-traffic-beside-the-cases',
      severity: 'error',
      comment:
        "traffic/ judges exchanges it only observes (the proxy, HAR files) with the checks and the run's summary; it " +
        'sends nothing, so it never reaches into the case families, and the reports and the command line read what ' +
        'it returns.',
      from: { path: `${C}traffic/`, pathNot: CONFORMANCE_TEST },
      to: { path: [`${C}(cases|report|reporters|cli)/`, `${C}(index|bench)[.]ts$`] },
    },
    {
      name: 'conformance-report-not-to-cli',
      severity: 'error',
      comment: 'The report and its reporters serve the library as much as the command line, which sits on top.',
      from: { path: `${C}(report|reporters)/`, pathNot: CONFORMANCE_TEST },
      to: { path: [`${C}cli/`, `${C}(index|bench)[.]ts$`] },
    },

    // 6: hygiene.
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes modules load in an order that depends on who imports first; one through a type-only import ' +
        'is erased by tsc but still ties two files so neither reads without the other: a type both share lives in a ' +
        'file of its own (control/handler.ts, domain/webhooks/outbox-event.ts, msw spec-types.ts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment:
        'A module nothing imports and that imports nothing is likely dead. The exceptions are read by path: configs, ' +
        "test fixtures, command-line entry points (bin/, they import the build) and the docs page's browser script.",
      from: {
        orphan: true,
        pathNot: [
          '(^|/)[.][^/]+[.](js|cjs|mjs|ts|json)$',
          '^(apps|packages)/[^/]+/bin/',
          '[.]d[.]ts$',
          '(^|/)vitest[.]config[.]ts$',
          '/fixtures/',
          '^apps/docs/src/page/',
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to nothing on disk; build output (dist/) and generated clients are the exception.',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^[.][.]/dist/', '^[.]/generated(/|$)'] },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment:
        'An npm package not declared in the nearest package.json only works by hoisting luck. A declared peer is ' +
        'declared: dependency-cruiser reads peerDependenciesMeta as one more list and calls an optional peer (msw in ' +
        '@waas/sandbox) missing from it.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], dependencyTypesNot: ['npm-peer'] },
    },
    {
      name: 'not-to-test',
      severity: 'error',
      comment: 'A test file is not a library; move what others need out of it.',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'no-deprecated-core',
      severity: 'error',
      comment: 'A deprecated Node core module.',
      from: {},
      to: { dependencyTypes: ['core'], path: '^(punycode|domain|constants|sys|_linklist|_stream_wrap)$' },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment:
        "A package's shipped source needs its dependencies, not devDependencies, which its users do not install. A " +
        'peer dependency that is also a devDependency (msw in @waas/msw) is declared for its users; types are erased.',
      from: { path: '^packages/[^/]+/src/', pathNot: [...TEST, '/fixtures/'] },
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['type-only', 'npm-peer'],
        pathNot: 'node_modules/@types/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output, test artifacts for people (test-results/), this config's own test fixtures, which break the
    // rules on purpose, and the consumer test's fixtures, which run in a project outside the workspace and resolve
    // there. Not node_modules: the npm rules need the edges into it (doNotFollow stops there). Tests write nothing
    // else in the tree (tools/tree-writes refuses one that does), so nothing here is half written while it is read.
    exclude: {
      path: [
        '^(spec|(apps|packages|tools)/[^/]+)/dist/',
        '/test-results/',
        '^tools/layers/fixtures/',
        '^tools/consumer/src/fixtures/',
      ],
    },
    // Type-only imports are dependencies between layers too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
