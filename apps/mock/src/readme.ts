// Rewrites the generated tables of README.md (`pnpm --filter @waas/mock readme`): the options and exit codes, from
// the command's own tables, and the documented responses, from the bundle. With --check it only fails when one is
// stale, which is how `lint` keeps them honest.
import { loadBundle } from '@waas/spec/pairs';
import { exitCodeTable, optionTable, updateReadme } from '@waas/command-line';
import { EXIT_CODES, OPTIONS } from './cli/options.js';
import { documentedResponses, responseTable } from './responses.js';

const tables = {
  options: optionTable(OPTIONS, { columns: ['option', 'environment', 'default', 'description'] }),
  'exit-codes': exitCodeTable(EXIT_CODES),
  responses: responseTable(documentedResponses(loadBundle())),
};
process.exitCode = updateReadme(new URL('../README.md', import.meta.url), tables, {
  argv: process.argv.slice(2),
  fix: 'pnpm --filter @waas/mock readme',
});
