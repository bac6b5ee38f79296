import { relative } from 'node:path';
import { loadBundle } from '@waas/spec/pairs';
import { makeSeedDump, SEED_DUMPS } from './dump.js';
import { DEFAULT_DEMO_KEYS } from './keys.js';

/** Run by `pnpm build` after tsc, so the built sandbox starts from a dump with the default demo keys. */
const startedAt = performance.now();
const file = await makeSeedDump(SEED_DUMPS, { document: loadBundle(), keys: DEFAULT_DEMO_KEYS });
process.stdout.write(`seed dump ${relative(process.cwd(), file)} made in ${Math.round(performance.now() - startedAt)} ms\n`);
