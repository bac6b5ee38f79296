// pnpm dev on a copy of the spec's sources: each way a save reaches the disk is taken by every tool in step (the
// generated files, the bundle the sandbox serves again, the mock's bundle, the page), an operation added in a new file
// is served by all of them, and an edit that does not bundle changes nothing anywhere and says why in one line.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { loadBundle, pairByName, readPairs } from '@waas/spec/pairs';
import { SOURCES } from '@waas/spec-sources';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDev, type Dev, type Taken } from './dev.js';

const SPEC = fileURLToPath(new URL('../../../spec', import.meta.url));
const GROUP = 'paths/get-wallet-group.yaml';
const DESCRIPTION =
  "description: Retrieves a wallet group by its id (called WalletGroupID in the document's parameter list).";
const group = pairByName(readPairs(loadBundle()), 'getWalletGroup', 'walletGroupRetrieved');
/** Bounded so a lost save fails rather than hangs; a save takes a second or two here. */
const DEADLINE_MS = 90_000;

let root: string;
let dev: Dev;
const lines: string[] = [];
const taken: Taken[] = [];

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + DEADLINE_MS; !done(value) && Date.now() < deadline; value = await read())
    await sleep(100);
  return value;
}

/** The operations the sandbox says it answers from the spec's examples, on its first line or a --watch line. */
const fromExamples = (said: string) =>
  /; answered from (?:the spec's )?examples(?: until implemented)?: (.+)$/.exec(said)?.[1]!.split(', ') ?? [];
const source = (file: string) => join(root, 'spec', file);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const described = (text: string) =>
  readFileSync(join(SPEC, GROUP), 'utf8').replace(DESCRIPTION, `description: ${text}`);

/** The bundle the mock serves now, by the header it names it in. */
async function mockVersion(): Promise<string | null> {
  try {
    const answer = await fetch(`${dev.urls.mock}/api/v1/walletgroups/get/${String(group.request.pathParams.id)}`, {
      headers: { 'x-api-key': 'any' },
    });
    return answer.headers.get('x-waas-mock-spec');
  } catch {
    return null; // Prism between two documents
  }
}

async function page(): Promise<string> {
  return (await fetch(dev.urls.docs)).text();
}

/** Waits until a new bundle holding `text` is taken, then until each tool is on it; returns what each shows. */
async function inStep(text: string, before: number) {
  const next = await until(
    () => taken.slice(before),
    (after) => after.length > 0,
  );
  expect(next.length, `no bundle taken after the save; pnpm dev said:\n${lines.slice(-5).join('\n')}`).toBeGreaterThan(
    0,
  );
  const version = next.at(-1)!.version;
  return {
    version,
    types: read('packages/types/src/openapi.gen.ts').includes(text),
    bundle: read('spec/dist/openapi.json').includes(text),
    sandbox: read('.waas-dev/openapi.json').includes(text) && next.at(-1)!.sandbox.startsWith('--watch: serving '),
    mock: await until(mockVersion, (served) => served === version),
    page: (await until(page, (html) => html.includes(text))).includes(text),
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'waas-dev-'));
  for (const name of [...SOURCES, 'redocly.yaml']) cpSync(join(SPEC, name), source(name), { recursive: true });
  dev = await startDev({
    root,
    ports: { mock: 0, sandbox: 0, docs: 0 },
    log: (line) => lines.push(line),
    onTaken: (t) => taken.push(t),
  });
});

afterAll(async () => {
  await dev?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

type Save = (text: string) => void;
const ways: [string, Save][] = [
  ['written in place', (text) => writeFileSync(source(GROUP), text)],
  [
    'replaced by a rename (an editor, sed -i)',
    (text) => {
      writeFileSync(`${source(GROUP)}.swp`, text);
      renameSync(`${source(GROUP)}.swp`, source(GROUP));
    },
  ],
  [
    'deleted and created again (git checkout)',
    (text) => {
      rmSync(source(GROUP));
      writeFileSync(source(GROUP), text);
    },
  ],
  [
    'its folder deleted and created again (a branch switch)',
    (text) => {
      const paths = source('paths');
      renameSync(paths, `${paths}.old`);
      cpSync(`${paths}.old`, paths, { recursive: true });
      rmSync(`${paths}.old`, { recursive: true });
      writeFileSync(source(GROUP), text);
    },
  ],
  [
    'written in place after a test run deleted and rebuilt spec/dist',
    (text) => {
      rmSync(join(root, 'spec', 'dist'), { recursive: true, force: true });
      mkdirSync(join(root, 'spec', 'dist'));
      writeFileSync(join(root, 'spec', 'dist', 'openapi.json'), '{}');
      writeFileSync(source(GROUP), text);
    },
  ],
];

describe('pnpm dev keeps every tool in step with the spec', () => {
  test.each(ways)(
    'a file %s: the generated types, spec/dist, the sandbox, the mock and the page all take it',
    async (name, save) => {
      const text = `Retrieves a wallet group, ${name}.`;
      const before = taken.length;
      save(described(text));
      const step = await inStep(text, before);
      expect(step).toEqual({
        version: step.version,
        types: true,
        bundle: true,
        sandbox: true,
        mock: step.version,
        page: true,
      });
    },
  );

  test(
    'an operation added in a new file is served by the mock and by the sandbox from its example, and ' + 'typed',
    async () => {
      const before = taken.length;
      writeFileSync(
        source('paths/preview-wallet-group.yaml'),
        described('A preview.').replace('operationId: getWalletGroup', 'operationId: previewWalletGroup'),
      );
      const yaml = readFileSync(source('openapi.yaml'), 'utf8');
      writeFileSync(
        source('openapi.yaml'),
        yaml.replace(
          "  '/api/v1/walletgroups/get/{id}':",
          "  '/api/v1/walletgroups/preview/{id}':\n    $ref: ./paths/preview-wallet-group.yaml\n  " +
            "'/api/v1/walletgroups/get/{id}':",
        ),
      );
      const step = await inStep('previewWalletGroup', before);
      expect(step).toMatchObject({ types: true, bundle: true, sandbox: true, mock: step.version, page: true });
      const path = `/api/v1/walletgroups/preview/${String(group.request.pathParams.id)}`;
      const fromSandbox = await fetch(dev.urls.sandbox + path, { headers: { 'x-api-key': 'sandbox-key-acme-admin' } });
      expect([fromSandbox.status, fromSandbox.headers.get('x-sandbox-answered-from')]).toEqual([200, 'examples']);
      expect((await fetch(dev.urls.mock + path, { headers: { 'x-api-key': 'any' } })).status).toBe(200);
      // Beside those the spec already had without a handler.
      expect(fromExamples(taken.at(-1)!.sandbox).sort()).toEqual(
        [...fromExamples(taken[before - 1]!.sandbox), 'previewWalletGroup'].sort(),
      );
    },
  );

  test(
    'an edit that does not bundle changes nothing anywhere, says why in one line, and the next good save is ' + 'taken',
    async () => {
      const before = taken.length;
      const [types, bundle, version, starts] = [
        read('packages/types/src/openapi.gen.ts'),
        read('.waas-dev/openapi.json'),
        dev.version,
        lines.filter((l) => l.startsWith('sandbox| WaaS sandbox listening') || l.startsWith('sandbox| --watch')).length,
      ];
      writeFileSync(
        source(GROUP),
        described('Broken.').replace('operationId: getWalletGroup', 'operationId: [getWalletGroup'),
      );
      const said = await until(
        () => lines.filter((line) => line.includes('spec not taken')),
        (found) => found.length > 0,
      );
      expect(said).toEqual([
        expect.stringMatching(
          new RegExp(
            `^dev    \\| spec not taken: paths/get-wallet-group\\.yaml:\\d+:\\d+ .+; everything stays on bundle ` +
              `${version}$`,
          ),
        ),
      ]);
      expect(lines.filter((line) => line.startsWith('mock   | spec not served'))).toEqual([]);
      expect([
        read('packages/types/src/openapi.gen.ts') === types,
        read('.waas-dev/openapi.json') === bundle,
        taken.length,
        await mockVersion(),
      ]).toEqual([true, true, before, version]);
      expect(
        lines.filter((l) => l.startsWith('sandbox| WaaS sandbox listening') || l.startsWith('sandbox| --watch')).length,
      ).toBe(starts);

      writeFileSync(source(GROUP), described('Mended.'));
      const step = await inStep('Mended.', before);
      expect(step).toMatchObject({ types: true, bundle: true, sandbox: true, mock: step.version, page: true });
      expect(existsSync(join(root, 'spec', 'dist', 'provisional.json'))).toBe(true);
    },
  );

  test('a breaking change is said by the release gate at the save that makes it, and said undone', {
    timeout: DEADLINE_MS * 2,
  }, async () => {
    const openapi = source('openapi.yaml');
    const whole = readFileSync(openapi, 'utf8');
    const entry = /\n {2}\/api\/v1\/products\/update:\n {4}\$ref: [^\n]+/.exec(whole)![0];
    const gateLines = () => lines.filter((line) => line.startsWith('dev    | release gate'));
    const before = gateLines().length;
    writeFileSync(openapi, whole.replace(entry, ''));
    const breaking = await until(gateLines, (said) => said.length > before);
    expect(breaking.slice(before)).toEqual([
      expect.stringMatching(/^dev {4}\| release gate: \d+ breaking changes? in no pending major changeset/),
    ]);
    expect(lines.some((line) => /^dev {4}\| {3}api-path-removed-without-deprecation: /.test(line))).toBe(true);
    writeFileSync(openapi, whole);
    const undone = await until(gateLines, (said) => said.length > before + 1);
    expect(undone.at(-1)).toBe('dev    | release gate: no breaking change left undescribed');
  });

  test('the sandbox says so in its watch lines: a seed example changed, a field its answer gained', {
    timeout: DEADLINE_MS * 2,
  }, async () => {
    const [schema, example] = [source('components/schemas/Wallet.yaml'), source('paths/get-wallet-by-id.yaml')];
    const [schemaText, exampleText] = [readFileSync(schema, 'utf8'), readFileSync(example, 'utf8')];
    const watchLines = () => lines.filter((line) => line.startsWith('sandbox| --watch: ') && !line.includes('serving'));
    const before = watchLines().length;
    writeFileSync(schema, schemaText.replace(/^properties:\n/m, 'properties:\n  nickname:\n    type: string\n'));
    writeFileSync(example, exampleText.replace('name: Ada Obi', 'name: Ada Renamed'));
    const said = await until(watchLines, (found) => found.length >= before + 2);
    expect(said.slice(before)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("the examples of the seed's wallet changed"),
        expect.stringContaining(
          "getWalletById: the spec's answer gained data.nickname, which the sandbox does not write " +
            '(src/http/operations/get-wallet-by-id.ts)',
        ),
      ]),
    );
    writeFileSync(schema, schemaText);
    writeFileSync(example, exampleText);
  });
});
