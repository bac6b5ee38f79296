import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { examplesMatchSchemas, invalidExamplesFail } from '../src/contract/examples.js';
import { bundleWorkingTree } from '../src/diff/sources.js';
import { readOperations } from '../src/pairs.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from '../src/provisional.js';
import { describeResult, redoclyCheck, spectralResults } from './checks.js';
import { conventionProblems } from './conventions.js';
import { type NewOperation, newOperation, Refusal } from './new-operation.js';

// The scaffold writes into a temporary copy of the spec's sources (PROVISIONAL.md among them, the list of
// provisional choices it keeps current), never into the tree; each case's path file is compared with the one in
// fixtures/new-operation/.
const specDir = fileURLToPath(new URL('..', import.meta.url));
const expected = (file: string) => readFileSync(new URL(`fixtures/new-operation/${file}`, import.meta.url), 'utf8');
let copy = '';

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'waas-new-operation-'));
  copy = join(root, 'spec');
  for (const part of ['openapi.yaml', 'paths', 'components', 'webhooks', 'redocly.yaml', 'PROVISIONAL.md'])
    cpSync(join(specDir, part), join(copy, part), { recursive: true });
  // Redocly, installed beside the spec, bundles the copy.
  symlinkSync(join(specDir, 'node_modules'), join(copy, 'node_modules'));
});

afterAll(() => {
  if (copy) rmSync(dirname(copy), { recursive: true, force: true });
});

describe('newOperation', () => {
  test.each<[string, { given: NewOperation; want: { file: string; tag: string; provisionalList: boolean } }]>([
    [
      'a GET of one resource: a path parameter, so 400 and 404',
      {
        given: { operationId: 'getThing', method: 'GET', path: '/api/v1/things/{thingId}', host: 'wallet' },
        want: { file: 'get-thing.yaml', tag: 'Products', provisionalList: false },
      },
    ],
    [
      'a POST with a body and no path parameter: 400, no 404',
      {
        given: { operationId: 'createThing', method: 'post', path: '/api/v1/things', host: 'wallet' },
        want: { file: 'create-thing.yaml', tag: 'Products', provisionalList: false },
      },
    ],
    [
      'a PATCH on the checkout host: its servers, two path parameters and the body the invalid request breaks',
      {
        given: {
          operationId: 'updateThingPart',
          method: 'PATCH',
          path: '/api/v1/things/{thingId}/parts/{partId}',
          host: 'checkout',
        },
        want: { file: 'update-thing-part.yaml', tag: 'Checkout', provisionalList: true },
      },
    ],
    [
      'a GET without input on the payout host: no 400 to document',
      {
        given: { operationId: 'listThings', method: 'GET', path: '/api/Payout/things', host: 'payout' },
        want: { file: 'list-things.yaml', tag: 'Payout', provisionalList: true },
      },
    ],
  ])('%s', (_, { given, want }) => {
    const written = newOperation(copy, given);
    expect({ ...written, provisionalList: written.provisionalList !== undefined }).toMatchObject({
      files: [join(copy, 'paths', want.file), join(copy, 'openapi.yaml')],
      tag: want.tag,
      provisionalList: want.provisionalList,
    });
    expect(readFileSync(join(copy, 'paths', want.file), 'utf8')).toBe(expected(want.file));
    const entry = given.path.includes('{') ? `'${given.path}'` : given.path;
    expect(readFileSync(join(copy, 'openapi.yaml'), 'utf8')).toContain(
      `\n  ${entry}:\n    $ref: ./paths/${want.file}\n`,
    );
  });

  test('what it wrote passes the linters and conventions of `pnpm spec check`, bundles, serves each host', async () => {
    const openapi = join(copy, 'openapi.yaml');
    const lint = await Promise.all([
      redoclyCheck([openapi]).problems(() => Promise.reject(new Error('a linter reads the sources'))),
      spectralResults(openapi).then((results) => results.map(describeResult)),
    ]);
    expect([...lint.flat(), ...conventionProblems(openapi, dirname(copy))]).toEqual([]);

    const bundle = bundleWorkingTree(copy);
    expect([...examplesMatchSchemas(bundle), ...invalidExamplesFail(bundle)]).toEqual([]);
    const hosts = Object.fromEntries(readOperations(bundle).map(({ operationId, host }) => [operationId, host]));
    expect(hosts).toMatchObject({
      getThing: 'wallet',
      createThing: 'wallet',
      updateThingPart: 'checkout',
      listThings: 'payout',
    });
    const list = readFileSync(join(copy, 'PROVISIONAL.md'), 'utf8');
    expect(withProvisionalTable(list, provisionalTable(collectProvisional(bundle)))).toBe(list);
  });

  test.each<[string, { given: NewOperation; want: string }]>([
    [
      'an operationId in use',
      {
        given: { operationId: 'getWalletGroup', method: 'GET', path: '/api/v1/groups/{id}', host: 'wallet' },
        want: 'getWalletGroup is already the operationId of GET /api/v1/walletgroups/get/{id}.',
      },
    ],
    [
      'a path in use',
      {
        given: { operationId: 'deletePrefixMappings', method: 'DELETE', path: '/api/v1/prefix-map/me', host: 'wallet' },
        want:
          '/api/v1/prefix-map/me is already in openapi.yaml (GET /api/v1/prefix-map/me); ' +
          'add a method to it by hand.',
      },
    ],
    [
      'a method no operation uses',
      {
        given: { operationId: 'traceThing', method: 'TRACE', path: '/api/v1/trace', host: 'wallet' },
        want: 'TRACE is not a method an operation here uses: want GET, POST, PUT, PATCH, DELETE.',
      },
    ],
    [
      'an id that is not camelCase',
      {
        given: { operationId: 'get-thing', method: 'GET', path: '/api/v1/thing', host: 'wallet' },
        want: 'get-thing is not an operationId: want camelCase letters and digits, as getWalletById.',
      },
    ],
    [
      'a path with a parameter inside a segment',
      {
        given: { operationId: 'getThing', method: 'GET', path: '/api/v1/thing-{id}', host: 'wallet' },
        want:
          '/api/v1/thing-{id} is not a path: ' +
          'want /segments, each a name or one {parameter}, as /api/v1/wallets/{id}.',
      },
    ],
    [
      'an unknown host',
      {
        given: { operationId: 'getThing', method: 'GET', path: '/api/v1/thing', host: 'bank' },
        want: '--host bank is not a host: want wallet, checkout, payout.',
      },
    ],
  ])('refuses %s, in one line, writing nothing', (_, { given, want }) => {
    const before = readFileSync(join(copy, 'openapi.yaml'), 'utf8');
    expect(() => newOperation(copy, given)).toThrow(new Refusal(want));
    expect(readFileSync(join(copy, 'openapi.yaml'), 'utf8')).toBe(before);
  });
});

test("the template's example ids are used by no example of the spec", () => {
  // A run binds an example id to what it names: an id a scaffold shares with another operation's example binds the
  // new operation's resource and the other one together, and the runner reports the other operation.
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const template = readFileSync(new URL('operation-template.yaml', import.meta.url), 'utf8');
  const ids = new Set(template.match(uuid));
  expect(ids.size).toBeGreaterThan(0);
  const bundle = JSON.stringify(bundleWorkingTree(specDir));
  expect([...ids].filter((id) => bundle.includes(id))).toEqual([]);
});
