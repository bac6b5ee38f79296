import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const specDir = new URL('..', import.meta.url).pathname;
const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'waas-spec-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const bundle = (entry: string, into: string) =>
  spawnSync(bin('tsx'), ['scripts/bundle.ts', entry, into], { cwd: specDir, encoding: 'utf8' });

test('writes the bytes `redocly bundle` writes, and what is derived from them', () => {
  const ours = join(out, 'ours');
  expect(bundle('openapi.yaml', ours).status).toBe(0);
  for (const format of ['json', 'yaml']) {
    const cli = join(out, `cli.${format}`);
    const run = spawnSync(bin('redocly'), ['bundle', 'openapi.yaml', '--output', cli], { cwd: specDir });
    expect(run.status).toBe(0);
    expect(readFileSync(join(ours, `openapi.${format}`), 'utf8') === readFileSync(cli, 'utf8'), format).toBe(true);
  }
  const provisional = JSON.parse(readFileSync(join(ours, 'provisional.json'), 'utf8')) as unknown[];
  expect(provisional.length).toBeGreaterThan(0);
  const workflows = JSON.parse(readFileSync(join(ours, 'workflows.json'), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(workflows).length).toBeGreaterThan(0);
});

// The fixtures of the example rules: a broken example stops the bundle, named by pointer, and nothing is written.
test.each([
  ['examples that hold', 'src/fixtures/pairs.yaml', { status: 0, lines: [], written: true }],
  [
    'an example that breaks its schema stops the build, named by pointer',
    'src/fixtures/examples.yaml',
    {
      status: 1,
      lines: [
        'src/fixtures/examples.yaml#/paths/~1wallets~1{walletId}/get/responses/200/content/application~1json' +
          '/examples/wrongCode/value/code: example wrongCode: /code must be string',
        'src/fixtures/examples.yaml#/webhooks/inflow/post/requestBody/content/application~1json/example/amount: ' +
          'example example: /amount must be number',
        '2 examples against their schemas: the build stops here. `pnpm spec check` shows each at its file and line.',
      ],
      written: false,
    },
  ],
  [
    'a $ref to no file stops it, at the file, line and column',
    'scripts/fixtures/bundle/unresolved.yaml',
    {
      status: 1,
      lines: [
        "scripts/fixtures/bundle/unresolved.yaml:12:41 Can't resolve $ref: ENOENT: no such file or directory " +
          "'scripts/fixtures/bundle/no-such-schema.yaml'",
      ],
      written: false,
    },
  ],
])('%s', (_, entry, want) => {
  const into = join(out, entry.replaceAll('/', '-'));
  const run = bundle(entry, into);
  // Redocly names a file it could not read by its absolute path: the spec's own folder is left out here.
  const lines = run.stderr.replaceAll(specDir, '').split('\n').filter(Boolean);
  let written = true;
  try {
    readFileSync(join(into, 'openapi.json'));
  } catch {
    written = false;
  }
  expect({ status: run.status, lines, written }).toEqual(want);
});
