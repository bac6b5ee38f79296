import { relative } from 'node:path';
import { loadBundle } from '@waas/spec/pairs';
import { makeSeedDump, SEED_DUMPS } from './seed/dump.js';
import { DEFAULT_DEMO_KEYS } from './seed/keys.js';

/**
 * Run by `pnpm build` after tsc: what a start would otherwise make every time, keyed by what it is made from so that
 * a stale one is never used: the seed dump for the default demo keys.
 */
const startedAt = performance.now();
const file = await makeSeedDump(SEED_DUMPS, { document: loadBundle(), keys: DEFAULT_DEMO_KEYS });
process.stdout.write(
  `seed dump ${relative(process.cwd(), file)} made in ${Math.round(performance.now() - startedAt)} ms\n`,
);
