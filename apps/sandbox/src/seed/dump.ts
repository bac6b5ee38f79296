import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS, type Migration } from '../storage/migrations.gen.js';
import { openPglite } from '../storage/node/pglite.js';
import { seedExamples } from './examples.js';
import { hashKey } from '../domain/auth/keys.js';
import type { DemoKeys } from './keys.js';
import { seed } from './seed.js';

/**
 * A seed dump is a PGlite data directory, migrated and seeded, as a tarball: loading it takes a fraction of a second
 * where a new PGlite database (initdb in WebAssembly) takes seconds. Its file name is a digest of everything the
 * seeded database is made from, so a dump that no longer matches is never found, and the sandbox seeds anew.
 */
export interface SeedInputs {
  document: OpenApiDocument;
  keys: DemoKeys;
}

/**
 * This file's folder, joined to rather than resolved with `new URL(literal, import.meta.url)`: Vite rewrites that
 * form into an asset address when it transforms this file for a browser-like environment (Vitest's jsdom, happy-dom).
 */
const HERE = join(fileURLToPath(import.meta.url), '..');

/** Where `pnpm build` leaves the dump: inside dist, so turbo's build outputs carry it. */
export const SEED_DUMPS = join(HERE, '../../dist/seed-dumps/');

/** The sandbox's code: dist when built, src under tsx or vitest (which then never match a dump the build made). */
const CODE = join(HERE, '../');

/** Changes when the dump's layout changes in a way the inputs below do not show. */
const FORMAT = 1;

/**
 * `migrations` are the sandbox's (migrations.gen.ts) unless given (a test gives others). Synchronous, like seedDumpFor:
 * a cold start needs the key before PGlite's thread can start, and the main thread, busy importing the server, would
 * not come back to a file read's callback for a while.
 */
export function seedDumpKey({ document, keys }: SeedInputs, migrations?: readonly Migration[]): string {
  const hash = createHash('sha256');
  const part = (label: string, value: string) => hash.update(`${label}\u0000${value}\u0000`);
  part('format', String(FORMAT));
  // A data directory is only readable by the PostgreSQL build that wrote it.
  part('pglite', pgliteVersion());
  for (const { name, text } of migrations ?? MIGRATIONS) part(`migration ${name}`, text);
  part('examples', JSON.stringify(seedExamples(document)));
  part('keys', [keys.admin, keys.nonAdmin, keys.other].map(hashKey).join(' '));
  part('code', codeDigest());
  return hash.digest('hex').slice(0, 32);
}

/**
 * The file of the dump to start a PGlite database from, or undefined when the database must be made the slow way: no
 * dump for these inputs, or a data directory that already holds a database (it is migrated and kept, never
 * overwritten).
 */
export function seedDumpFor(dumps: string, inputs: SeedInputs, dataDir?: string): string | undefined {
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  const file = join(dumps, `${seedDumpKey(inputs)}.tar`);
  return existsSync(file) ? file : undefined;
}

/** Makes the dump for these inputs in `dumps` and removes the dumps of other inputs; answers its file. */
export async function makeSeedDump(dumps: string, inputs: SeedInputs): Promise<string> {
  const key = seedDumpKey(inputs);
  const engine = await openPglite();
  let tarball: Uint8Array;
  try {
    await migrate(engine);
    await engine.unitOfWork((sql) => seed(sql, inputs.document, inputs.keys));
    await engine.dropTemplateDatabases();
    tarball = await engine.dumpDataDir();
  } finally {
    await engine.close();
  }
  await mkdir(dumps, { recursive: true });
  const file = join(dumps, `${key}.tar`);
  // Written aside and renamed: a sandbox starting meanwhile finds the whole dump or none.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, tarball);
  await rename(partial, file);
  // Another build's partial file is left alone: it is renamed in a moment, or the next build removes it.
  for (const name of await readdir(dumps)) {
    if (name.endsWith('.tar') && name !== `${key}.tar`) await rm(join(dumps, name), { force: true });
  }
  return file;
}

function pgliteVersion(): string {
  // The package exports no package.json: it sits two levels above the entry (dist/index.cjs).
  const manifest = join(createRequire(import.meta.url).resolve('@electric-sql/pglite'), '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let code: string | undefined;

/** The seed is code as much as data: any change to the sandbox's modules makes another dump. Read once a process. */
function codeDigest(): string {
  if (code === undefined) {
    const hash = createHash('sha256');
    const files = readdirSync(CODE, { recursive: true, encoding: 'utf8' }).filter(isModule).sort();
    for (const file of files) hash.update(`${file}\u0000`).update(readFileSync(join(CODE, file)));
    code = hash.digest('hex');
  }
  return code;
}

const isModule = (file: string) => /\.(js|ts)$/.test(file) && !/\.(d|test)\.ts$/.test(file);
