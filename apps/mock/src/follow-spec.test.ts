// `pnpm mock` following the spec, in a copy of its sources: each way a file changes is served, and so is the next
// ordinary save of the file it left; an invalid edit is not served, says why in one line, and the next good save is.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadBundle, pairByName, pairUrl, readPairs, type ExamplePair } from '@waas/spec/pairs';
import { LOOPBACK } from '@waas/prism-front/ports';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SOURCES } from '@waas/spec-sources';
import { followSpec, type FollowingMock } from './follow-spec.js';
import { VERSION_HEADER } from './mock.js';

const SPEC = fileURLToPath(new URL('../../../spec', import.meta.url));
const BUILT = readFileSync(createRequire(import.meta.url).resolve('@waas/spec/openapi.json'), 'utf8');
const pairs = readPairs(loadBundle());
/** Each change is bundled (Redocly, the examples' check) and reloaded by Prism: seconds, more on a loaded machine. */
const DEADLINE_MS = 60_000;

interface Served {
  message: unknown;
  version: string | null;
}

async function served(pair: ExamplePair, url: string): Promise<Served> {
  const init: RequestInit = {
    method: pair.method.toUpperCase(),
    headers: { 'x-api-key': 'any', prefer: `code=${pair.status}, example=${pair.name}` },
  };
  if ('body' in pair.request) {
    init.body = JSON.stringify(pair.request.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  try {
    const response = await fetch(pairUrl(pair, url), { ...init, signal: AbortSignal.timeout(10_000) });
    return {
      message: ((await response.json()) as { message?: unknown }).message,
      version: response.headers.get(VERSION_HEADER),
    };
  } catch {
    return { message: undefined, version: null }; // Prism between two documents
  }
}

/** Reads until `done`, or the deadline; returns the last read, for the assertion to show. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + DEADLINE_MS; !done(value) && Date.now() < deadline; value = await read())
    await sleep(250);
  return value;
}

/** How a file comes to hold `text`: returns the file that holds it afterwards (relative to the root). */
type Change = (root: string, file: string, text: string) => string;

const inPlace: Change = (root, file, text) => (writeFileSync(join(root, file), text), file);

const ways: [string, { file: string; example: [string, string]; written: string; given: Change }][] = [
  [
    'a file written in place',
    {
      file: 'paths/get-wallet-by-id.yaml',
      example: ['getWalletById', 'accountNotFound'],
      written: 'Account not found',
      given: inPlace,
    },
  ],
  [
    'a file replaced by a rename (an editor, sed -i)',
    {
      file: 'paths/get-wallet-group.yaml',
      example: ['getWalletGroup', 'walletGroupNotFound'],
      written: 'Wallet group not found',
      given: (root, file, text) => {
        writeFileSync(join(root, `${file}.swp`), text);
        renameSync(join(root, `${file}.swp`), join(root, file));
        return file;
      },
    },
  ],
  [
    'a file deleted and created again (git checkout)',
    {
      file: 'paths/get-wallet-to-wallet-transfer-status.yaml',
      example: ['getWalletToWalletTransferStatus', 'transactionNotFound'],
      written: 'Transaction not found',
      given: (root, file, text) => {
        rmSync(join(root, file));
        writeFileSync(join(root, file), text);
        return file;
      },
    },
  ],
  [
    'a file moved to a new folder',
    {
      file: 'paths/simulate-inflow.yaml',
      example: ['simulateInflow', 'accountNotValid'],
      written: 'Account number is not valid',
      given: (root, file, text) => {
        const moved = 'paths/staging/simulate-inflow.yaml';
        mkdirSync(join(root, dirname(moved)));
        writeFileSync(join(root, moved), text.replaceAll('../components/', '../../components/'));
        rmSync(join(root, file));
        const openapi = readFileSync(join(root, 'openapi.yaml'), 'utf8');
        writeFileSync(join(root, 'openapi.yaml'), openapi.replace(`./${file}`, `./${moved}`));
        return moved;
      },
    },
  ],
  [
    'a folder deleted and created again (a branch switch)',
    {
      file: 'components/responses/Unauthorized.yaml',
      example: ['getWalletById', 'unauthorizedAccess'],
      written: 'Unauthorized access',
      given: (root, file, text) => {
        const folder = join(root, dirname(file));
        const files = readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')] as const);
        rmSync(folder, { recursive: true });
        mkdirSync(folder);
        for (const [name, content] of files)
          writeFileSync(join(folder, name), join(folder, name) === join(root, file) ? text : content);
        return file;
      },
    },
  ],
  [
    'a file written in place, then the bundle folder deleted and rebuilt (a test run)',
    {
      file: 'paths/get-wallet-history.yaml',
      example: ['getWalletHistory', 'badRequest'],
      written: 'Bad Request',
      given: (root, file, text) => {
        inPlace(root, file, text);
        rmSync(join(root, 'dist'), { recursive: true, force: true });
        mkdirSync(join(root, 'dist'));
        writeFileSync(join(root, 'dist', 'openapi.json'), BUILT);
        return file;
      },
    },
  ],
];

const UPDATE_PRODUCT = 'paths/update-product.yaml';
const invalidEdits: [string, { file: string; edit: (yaml: string) => string; why: RegExp }][] = [
  [
    'YAML that does not parse',
    {
      file: UPDATE_PRODUCT,
      edit: (yaml) => yaml.replace('message: Updated Successfully', 'message: "Updated'),
      why: /paths\/update-product\.yaml:\d+:\d+ Failed to parse/,
    },
  ],
  [
    'a $ref to no file',
    {
      file: UPDATE_PRODUCT,
      edit: (yaml) => yaml.replaceAll('ErrorEnvelopeA.yaml', 'NoSuchEnvelope.yaml'),
      why: /paths\/update-product\.yaml:\d+:\d+ Can't resolve \$ref/,
    },
  ],
  [
    'an example that breaks its schema',
    {
      file: UPDATE_PRODUCT,
      edit: (yaml) => yaml.replace('message: Updated Successfully', 'message: 42'),
      why: /example #\/paths\/\S+ breaks its schema: \/message must be string/,
    },
  ],
  [
    'a spec with no path',
    {
      file: 'openapi.yaml',
      edit: (yaml) => yaml.replace(/^paths:\n(?:[ #].*\n|\n)*/m, 'paths: {}\n'),
      why: /openapi\.yaml has no path/,
    },
  ],
];

describe('pnpm mock follows the spec', () => {
  let root = '';
  let following: FollowingMock;
  let firstLine = '';
  const lines: string[] = [];
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'waas-spec-'));
    for (const source of [...SOURCES, 'redocly.yaml'])
      cpSync(join(SPEC, source), join(root, source), { recursive: true });
    following = await followSpec({
      sources: root,
      host: LOOPBACK,
      port: 0,
      log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
      onOutput: () => {},
    });
    firstLine = following.mock.banner;
  }, 120_000);
  afterAll(async () => {
    await following?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  /** Serves `pair` until its message is `want` and the header has moved on from `before`. */
  async function expectServed(pair: ExamplePair, want: string, before: string) {
    const now = await until(
      () => served(pair, following.mock.url),
      (value) => value.message === want && value.version !== before,
    );
    expect(now.message).toBe(want);
    expect(now.version).toBe(following.mock.version);
    expect(lines).toContain(`spec changed: serving bundle ${now.version}`);
  }

  test('the first line and the header name the bundle served', async () => {
    const pair = pairByName(pairs, 'getWalletById', 'walletRetrieved');
    expect(firstLine).toMatch(new RegExp(`serving the spec in ${root}, bundle [0-9a-f]{8}\\)$`));
    expect((await served(pair, following.mock.url)).version).toBe(/bundle ([0-9a-f]{8})\)$/.exec(firstLine)?.[1]);
  });

  test.each(ways)(
    '%s, then saved again: each is served',
    async (name, { file, example, written, given }) => {
      const pair = pairByName(pairs, ...example);
      const first = `${name}, first`;
      let before = following.mock.version;
      const left = given(root, file, read(file).replace(`message: ${written}`, `message: ${first}`));
      await expectServed(pair, first, before);
      before = following.mock.version;
      writeFileSync(join(root, left), read(left).replace(`message: ${first}`, `message: ${name}, saved again`));
      await expectServed(pair, `${name}, saved again`, before);
    },
    3 * DEADLINE_MS,
  );

  test.each(invalidEdits)(
    '%s is not served, says why in one line, and the next good save is',
    async (name, { file, edit, why }) => {
      const pair = pairByName(pairs, 'updateProduct', 'updated');
      const [good, product] = [read(file), read(UPDATE_PRODUCT)];
      const before = await served(pair, following.mock.url);
      const logged = lines.length;
      writeFileSync(join(root, file), edit(good));
      const told = await until(
        async () => lines.slice(logged),
        (told) => told.length > 0,
      );
      expect(told).toEqual([
        expect.stringMatching(new RegExp(`^spec not served: ${why.source}.*; still serving bundle ${before.version}$`)),
      ]);
      expect(await served(pair, following.mock.url)).toEqual(before);
      writeFileSync(join(root, file), good);
      writeFileSync(
        join(root, UPDATE_PRODUCT),
        product.replace('message: Updated Successfully', `message: ${name}, fixed`),
      );
      await expectServed(pair, `${name}, fixed`, before.version!);
      writeFileSync(join(root, UPDATE_PRODUCT), product);
      await expectServed(pair, 'Updated Successfully', following.mock.version);
    },
    4 * DEADLINE_MS,
  );
});
