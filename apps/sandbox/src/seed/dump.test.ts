import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '../domain/postings/post-transaction.js';
import { Sandbox, type SandboxOptions } from '../sandbox.js';
import { MIGRATIONS, type Migration } from '../storage/migrations.gen.js';
import { openOn } from '../test/engines.js';
import { tableContents } from '../test/tables.js';
import { makeSeedDump, seedDumpKey, type SeedInputs } from './dump.js';
import { hashKey } from '../domain/auth/keys.js';
import { DEFAULT_DEMO_KEYS } from './keys.js';

const ORGANIZATION = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const WALLET = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

let dumps = '';
let seededAnew: Record<string, string[]> = {};
const document = loadBundle();
const inputs: SeedInputs = { document, keys: DEFAULT_DEMO_KEYS };

/** The bundle with the examples' wallet named otherwise: another seed. */
function withRenamedWallet(bundle: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(bundle);
  const text = JSON.stringify(copy).replaceAll('"Ada Obi"', '"Ada Obi-Okafor"');
  return JSON.parse(text) as OpenApiDocument;
}

async function openedContents(
  options: SandboxOptions,
): Promise<{ start: Sandbox['start']; contents: Record<string, string[]> }> {
  const sandbox = await Sandbox.open({ ...options, webhooks: { dispatch: false } });
  try {
    return { start: sandbox.start, contents: await tableContents(sandbox.engine) };
  } finally {
    await sandbox.close();
  }
}

beforeAll(async () => {
  dumps = await mkdtemp(join(tmpdir(), 'waas-seed-dumps-'));
  await makeSeedDump(dumps, inputs);
  ({ contents: seededAnew } = await openedContents({ seedDumps: false }));
});
afterAll(() => rm(dumps, { recursive: true, force: true }));

describe('the seed dump key', () => {
  const migrations: readonly Migration[] = MIGRATIONS;
  let baseline = '';
  beforeAll(async () => {
    baseline = await seedDumpKey(inputs, migrations);
  });

  it.each([
    {
      given: 'another admin key',
      inputs: () => ({ document, keys: { ...DEFAULT_DEMO_KEYS, admin: 'my-admin-key' } }),
      migrations: () => migrations,
    },
    {
      given: 'another non-admin key',
      inputs: () => ({ document, keys: { ...DEFAULT_DEMO_KEYS, nonAdmin: 'my-key' } }),
      migrations: () => migrations,
    },
    {
      given: 'another example in the spec',
      inputs: () => ({ document: withRenamedWallet(document), keys: DEFAULT_DEMO_KEYS }),
      migrations: () => migrations,
    },
    {
      given: 'one more migration',
      inputs: () => inputs,
      migrations: () => [...migrations, { name: '999_more.sql', text: 'CREATE TABLE more (id int);' }],
    },
    {
      given: 'a migration changed in place',
      inputs: () => inputs,
      migrations: () => migrations.map((m, i) => (i === 0 ? { ...m, text: `${m.text}\n-- edited` } : m)),
    },
  ])('changes with $given', async ({ inputs: changed, migrations: changedMigrations }) => {
    expect(await seedDumpKey(changed(), changedMigrations())).not.toBe(baseline);
  });

  it('stays the same for the same inputs', async () => {
    expect(await seedDumpKey({ document: structuredClone(document), keys: { ...DEFAULT_DEMO_KEYS } }, migrations)).toBe(
      baseline,
    );
  });
});

describe('starting PGlite from the seed dump', () => {
  it('loads the dump when it was made for these inputs, and holds exactly what seeding anew writes', async () => {
    const { start, contents } = await openedContents({ seedDumps: dumps });
    expect(start).toBe('seed dump');
    expect(contents).toEqual(seededAnew);
  });

  it.each([
    { given: 'other demo keys', options: { keys: { ...DEFAULT_DEMO_KEYS, admin: 'my-admin-key' } } },
    { given: 'another example in the spec', options: { document: withRenamedWallet(document) } },
  ])('seeds anew with $given, the dump ignored', async ({ options }) => {
    const fromDump = await openedContents({ ...options, seedDumps: dumps });
    const anew = await openedContents({ ...options, seedDumps: false });
    expect(fromDump.start).toBe('seeded');
    expect(fromDump.contents).toEqual(anew.contents);
    expect(fromDump.contents).not.toEqual(seededAnew);
  });

  it('stores the demo keys given, not the dump’s', async () => {
    const { contents } = await openedContents({
      keys: { ...DEFAULT_DEMO_KEYS, admin: 'my-admin-key' },
      seedDumps: dumps,
    });
    expect(contents.api_keys!.some((row) => row.includes(hashKey('my-admin-key')))).toBe(true);
    expect(contents.api_keys!.some((row) => row.includes(hashKey(DEFAULT_DEMO_KEYS.admin)))).toBe(false);
  });

  it('seeds anew when the dump on disk is under another key (made from other inputs)', async () => {
    const [file] = await readdir(dumps);
    const other = join(dumps, `${'0'.repeat(32)}.tar`);
    await rename(join(dumps, file!), other);
    try {
      expect((await openedContents({ seedDumps: dumps })).start).toBe('seeded');
    } finally {
      await rename(other, join(dumps, file!));
    }
  });

  it('gives the seed back on reset', async () => {
    const sandbox = await Sandbox.open({ seedDumps: dumps, webhooks: { dispatch: false } });
    try {
      const outcome = await postTransaction(sandbox.store, {
        organizationId: ORGANIZATION,
        nowUs: sandbox.clock.nowUs(),
        body: {
          productId: WALLET,
          amount: 10,
          direction: 'CREDIT',
          currency: 'NGN',
          accountNumber: '9900012345',
          transactionReference: 'AFTER-DUMP-1',
        },
      });
      expect(outcome.answer).toBe('transactionPosted');
      expect(await tableContents(sandbox.engine)).not.toEqual(seededAnew);
      await sandbox.reset();
      expect(await tableContents(sandbox.engine)).toEqual(seededAnew);
    } finally {
      await sandbox.close();
    }
  });

  it('starts empty from the dump as a new database starts empty, and a reset keeps it empty', async () => {
    const { start, contents } = await openedContents({ seedDumps: dumps, baseline: 'empty' });
    expect(start).toBe('seed dump, emptied');
    const anew = await openedContents({ seedDumps: false, baseline: 'empty' });
    expect(anew.start).toBe('empty');
    expect(contents).toEqual(anew.contents);
    expect(contents.organizations).toEqual([]);
    const sandbox = await Sandbox.open({ seedDumps: dumps, baseline: 'empty', webhooks: { dispatch: false } });
    try {
      await sandbox.reset();
      expect(await tableContents(sandbox.engine)).toEqual(contents);
    } finally {
      await sandbox.close();
    }
  });

  it('starts a new data directory from the dump, and keeps it as it is on the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'waas-sandbox-'));
    try {
      const first = await Sandbox.open({ dataDir, seedDumps: dumps, webhooks: { dispatch: false } });
      const outcome = await postTransaction(first.store, {
        organizationId: ORGANIZATION,
        nowUs: first.clock.nowUs(),
        body: {
          productId: WALLET,
          amount: 10,
          direction: 'CREDIT',
          currency: 'NGN',
          accountNumber: '9900012345',
          transactionReference: 'KEPT-1',
        },
      });
      expect(outcome.answer).toBe('transactionPosted');
      const written = await tableContents(first.engine);
      expect(first.start).toBe('seed dump');
      await first.close();

      const second = await openedContents({ dataDir, seedDumps: dumps });
      expect(second).toEqual({ start: 'existing', contents: written });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a data directory a start left halfway', () => {
  it('holds files but no PG_VERSION, and the next start unpacks the dump over them', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'waas-sandbox-'));
    try {
      await mkdir(join(dataDir, 'global'), { recursive: true });
      await writeFile(join(dataDir, 'global', 'pg_control'), 'not a control file');
      expect(await openedContents({ dataDir, seedDumps: dumps })).toEqual({ start: 'seed dump', contents: seededAnew });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PostgreSQL', () => {
  it('is seeded anew, the dump being PGlite’s', async (context) => {
    const opened = await openOn('postgres', { seedDumps: dumps, webhooks: { dispatch: false } });
    if (typeof opened === 'string') return context.skip(opened);
    try {
      expect(opened.sandbox.start).toBe('seeded');
      expect(await tableContents(opened.sandbox.engine)).toEqual(seededAnew);
    } finally {
      await opened.close();
    }
  });
});
