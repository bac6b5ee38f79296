import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testSeedDumpFile } from '../../test/engines.js';

const MODULE = fileURLToPath(new URL('./pglite-compiled.ts', import.meta.url));
const CONNECTION = fileURLToPath(new URL('./pglite-connection.ts', import.meta.url));
/** The run's seed dump: a start from it compiles what a sandbox's start does, without the seconds of an initdb. */
const DUMP = testSeedDumpFile();

/**
 * A process of its own (the module compiles PGlite as it loads) that opens PGlite, queries it and keeps the cache.
 * V8's flags for PGlite are set first, as a sandbox sets them: without them, Node 24 optimizes PostgreSQL's parser for
 * seconds after the first query, and the process waits for that compile to exit.
 */
function start(temporary: string, env: NodeJS.ProcessEnv = {}): { file?: string; used: boolean } {
  const script = `const { readFileSync } = await import('node:fs');
    (await import(${JSON.stringify(CONNECTION)})).setPgliteFlags();
    const { codeCache, keepCodeCache, pglite } = await import(${JSON.stringify(MODULE)});
    const db = await pglite.PGlite.create({ loadDataDir: new Blob([readFileSync(${JSON.stringify(DUMP)})]) });
    await db.query('SELECT 1');
    keepCodeCache();
    await db.close();
    process.stdout.write(JSON.stringify(codeCache));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, TMPDIR: temporary, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as { file?: string; used: boolean };
}

const cacheDirectory = (temporary: string) =>
  join(temporary, `waas-sandbox-code-cache-${process.getuid?.() ?? 'user'}`);

const temporaries: string[] = [];
const temporaryDirectory = () => {
  temporaries.push(mkdtempSync(join(tmpdir(), 'waas-code-cache-')));
  return temporaries.at(-1)!;
};
afterAll(() => {
  for (const temporary of temporaries) rmSync(temporary, { recursive: true, force: true });
});

// Each start is a process that opens PGlite: the first three tests follow one cache through its life, in order,
// rather than each making its own from a cold start.
describe("PGlite's code cache", () => {
  const temporary = temporaryDirectory();
  let file = '';

  it('is written by a first start and compiled from by the next', () => {
    const first = start(temporary);
    expect(first.used).toBe(false);
    expect(first.file?.startsWith(cacheDirectory(temporary))).toBe(true);
    file = first.file!;
    expect(readFileSync(file).length).toBeGreaterThan(100_000);
    expect(start(temporary)).toEqual({ file, used: true });
  });

  it('is written again when V8 refuses it', () => {
    writeFileSync(file, 'not a code cache');
    expect(start(temporary).used).toBe(false);
    expect(readFileSync(file).length).toBeGreaterThan(100_000);
  });

  it.runIf(process.getuid !== undefined)('is neither read nor written where others may write', () => {
    const written = statSync(file).mtimeMs;
    chmodSync(cacheDirectory(temporary), 0o777);
    expect(start(temporary)).toEqual({ used: false });
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it("is off with Node's own switch", () => {
    const elsewhere = temporaryDirectory();
    expect(start(elsewhere, { NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual({ used: false });
    expect(readdirSync(elsewhere).filter((name) => name.startsWith('waas-sandbox-code-cache'))).toEqual([]);
  });
});
