// The root's layering rules on small trees that mirror apps/, packages/, spec/ and tools/ (../fixtures): one breaks
// each layering rule once, one keeps them all, a third holds a cycle through a type-only import. The cruise is the
// command `pnpm layers` runs, with the root's config and tsconfig.depcruise.json — so deleting or loosening a rule
// fails here.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
/** A root devDependency, run by path: the same binary as `pnpm layers`. */
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Rules about the whole repository's health, not its layers; the fixtures do not try to break them. */
const HYGIENE = [
  'no-circular',
  'no-orphans',
  'not-to-unresolvable',
  'no-non-package-json',
  'not-to-test',
  'no-deprecated-core',
  'not-to-dev-dep',
];

/** Each layering rule and the one import of the violating tree that breaks it. */
const BROKEN: Record<string, [from: string, to: string]> = {
  'package-not-to-app': ['spec/src/bundle.ts', 'apps/sandbox/src/index.ts'],
  'app-not-to-other-app': ['apps/mock/src/serve.ts', 'apps/sandbox/src/main.ts'],
  'package-not-to-tool': ['packages/webhooks/scripts/generate.ts', 'tools/postgres/src/index.ts'],
  'published-not-to-tool': ['apps/sandbox/src/main.ts', 'tools/postgres/src/index.ts'],
  'command-line-stands-alone': ['packages/command-line/src/index.ts', 'packages/client/src/index.ts'],
  'conformance-not-to-client': ['packages/conformance/src/index.ts', 'packages/client/src/index.ts'],
  'sandbox-domain-not-to-outer': ['apps/sandbox/src/domain/ledger.ts', 'apps/sandbox/src/http/app.ts'],
  'sandbox-domain-not-to-storage': ['apps/sandbox/src/domain/postings.ts', 'apps/sandbox/src/storage/statement.ts'],
  'sandbox-storage-not-to-upper': ['apps/sandbox/src/storage/outbox.ts', 'apps/sandbox/src/seed/seed.ts'],
  'sandbox-storage-types-only-from-domain': ['apps/sandbox/src/storage/wallets.ts', 'apps/sandbox/src/domain/money.ts'],
  'sandbox-api-not-to-storage-or-seed': ['apps/sandbox/src/http/app.ts', 'apps/sandbox/src/storage/wallets.ts'],
  'sandbox-api-engine-as-type-only': ['apps/sandbox/src/http/operation.ts', 'apps/sandbox/src/storage/engine.ts'],
  'sandbox-adapters-not-to-composition-root': ['apps/sandbox/src/http/health.ts', 'apps/sandbox/src/sandbox.ts'],
  'sandbox-http-not-to-control': ['apps/sandbox/src/http/routes.ts', 'apps/sandbox/src/control/control-api.ts'],
  'sandbox-control-not-to-http': ['apps/sandbox/src/control/control-api.ts', 'apps/sandbox/src/http/violations.ts'],
  'sandbox-contract-not-to-layers': ['apps/sandbox/src/contract/binder.ts', 'apps/sandbox/src/domain/money.ts'],
  'sandbox-core-not-to-node': ['apps/sandbox/src/domain/keys.ts', 'crypto'],
  'sandbox-core-not-to-fastify': ['apps/sandbox/src/contract/refusal.ts', 'node_modules/fastify/fastify.d.ts'],
  'sandbox-msw-not-to-server': ['apps/sandbox/src/msw/handlers.ts', 'node_modules/fastify/fastify.d.ts'],
  'sandbox-not-to-test-helpers': ['apps/sandbox/src/seed/seed.ts', 'apps/sandbox/src/test/harness.ts'],
  'conformance-profile-at-the-bottom': [
    'packages/conformance/src/profile/load.ts',
    'packages/conformance/src/core/context.ts',
  ],
  'conformance-core-not-up': ['packages/conformance/src/core/context.ts', 'packages/conformance/src/checks/judge.ts'],
  'conformance-checks-not-up': [
    'packages/conformance/src/checks/balance.ts',
    'packages/conformance/src/cases/ledger/ledger.ts',
  ],
  'conformance-case-family-not-to-another': [
    'packages/conformance/src/cases/example-pairs/example-pairs.ts',
    'packages/conformance/src/cases/fuzzing/inputs.ts',
  ],
  'conformance-cases-not-up': [
    'packages/conformance/src/cases/ledger/ledger.ts',
    'packages/conformance/src/run/runner.ts',
  ],
  'conformance-run-not-to-outer': [
    'packages/conformance/src/run/runner.ts',
    'packages/conformance/src/reporters/pretty.ts',
  ],
  'conformance-report-not-to-cli': [
    'packages/conformance/src/reporters/pretty.ts',
    'packages/conformance/src/cli/main.ts',
  ],
  'conformance-traffic-beside-the-cases': [
    'packages/conformance/src/traffic/traffic.ts',
    'packages/conformance/src/cases/ledger/ledger.ts',
  ],
};

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/**
 * Cruises a copy of the fixture, with tsconfig.depcruise.json beside it as at the root (its paths are relative to it).
 */
function cruise(fixture: string): Violation[] {
  const dir = mkdtempSync(join(tmpdir(), `layers-${fixture}-`));
  try {
    cpSync(fileURLToPath(new URL(`../fixtures/${fixture}/`, import.meta.url)), dir, { recursive: true });
    cpSync(join(ROOT, 'tsconfig.depcruise.json'), join(dir, 'tsconfig.depcruise.json'));
    const trees = ['apps', 'packages', 'spec', 'tools'].filter((tree) => existsSync(join(dir, tree)));
    const run = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'json', ...trees], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    return result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const byRule = (a: Violation, b: Violation) => a.rule.localeCompare(b.rule);

describe('the layering rules', () => {
  it('report each import of the violating tree under its rule, and nothing else', () => {
    const expected = Object.entries(BROKEN).map(([rule, [from, to]]) => ({ rule, from, to }));
    expect(cruise('violating').sort(byRule)).toEqual(expected.sort(byRule));
  });

  // Tests and test helpers crossing layers and using Node, the engine adapters using Node in storage/node/, a shared
  // src/contract/, the MSW handlers on the control exchange, a type the control handlers share in a file of its own,
  // storage implementing a port the domain declares and reading a domain type, the runner built bottom up.
  it('report nothing on a tree that keeps them', () => {
    expect(cruise('obeying')).toEqual([]);
  });

  it('report a cycle through a type-only import, once', () => {
    const control = 'apps/sandbox/src/control/';
    expect(cruise('cycle')).toEqual([
      { rule: 'no-circular', from: `${control}control-api.ts`, to: `${control}wallets.ts` },
    ]);
  });

  it('each have a case in the violating tree, so a new rule comes with one', () => {
    const { forbidden } = createRequire(import.meta.url)(CONFIG) as { forbidden: { name: string }[] };
    const layering = forbidden.map((r) => r.name).filter((name) => !HYGIENE.includes(name));
    expect(layering.sort()).toEqual(Object.keys(BROKEN).sort());
  });
});
