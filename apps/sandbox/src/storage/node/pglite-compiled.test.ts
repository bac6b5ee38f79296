import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./pglite-compiled.ts', import.meta.url));

/** A process of its own (the module compiles PGlite as it loads) that opens PGlite, queries it and keeps the cache. */
function start(temporary: string, env: NodeJS.ProcessEnv = {}): { file?: string; used: boolean } {
  const script = `const { codeCache, keepCodeCache, pglite } = await import(${JSON.stringify(MODULE)});
    const db = await pglite.PGlite.create();
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

let temporary: string;
afterEach(() => rmSync(temporary, { recursive: true, force: true }));

describe("PGlite's code cache", () => {
  it('is written by a first start and compiled from by the next', () => {
    temporary = mkdtempSync(join(tmpdir(), 'waas-code-cache-'));
    const first = start(temporary);
    expect(first.used).toBe(false);
    expect(first.file?.startsWith(cacheDirectory(temporary))).toBe(true);
    expect(readFileSync(first.file!).length).toBeGreaterThan(100_000);
    expect(start(temporary)).toEqual({ file: first.file, used: true });
  });

  it('is written again when V8 refuses it', () => {
    temporary = mkdtempSync(join(tmpdir(), 'waas-code-cache-'));
    const { file } = start(temporary);
    writeFileSync(file!, 'not a code cache');
    expect(start(temporary).used).toBe(false);
    expect(readFileSync(file!).length).toBeGreaterThan(100_000);
  });

  it.runIf(process.getuid !== undefined)('is neither read nor written where others may write', () => {
    temporary = mkdtempSync(join(tmpdir(), 'waas-code-cache-'));
    const { file } = start(temporary);
    const written = statSync(file!).mtimeMs;
    chmodSync(cacheDirectory(temporary), 0o777);
    expect(start(temporary)).toEqual({ used: false });
    expect(statSync(file!).mtimeMs).toBe(written);
  });

  it("is off with Node's own switch", () => {
    temporary = mkdtempSync(join(tmpdir(), 'waas-code-cache-'));
    expect(start(temporary, { NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual({ used: false });
    expect(readdirSync(temporary).filter((name) => name.startsWith('waas-sandbox-code-cache'))).toEqual([]);
  });
});
