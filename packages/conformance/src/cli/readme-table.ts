// The README's generated parts, from options.ts: `pnpm readme` writes them between their markers (readme-update.ts)
// and `lint` fails when one is stale.
import { code, exitCodeTable, markdownTable, optionTable } from '@waas/command-line';
import { COMMANDS, EXIT_CODES, OPTIONS } from './options.js';

export const TABLES = {
  commands: markdownTable(
    ['Command', 'What it does'],
    Object.values(COMMANDS).map(({ synopsis, does }) => [code(`waas-conformance ${synopsis}`), does]),
  ),
  options: optionTable(OPTIONS, {
    columns: ['option', 'commands', 'default', 'description'],
    commands: Object.keys(COMMANDS),
  }),
  'exit-codes': exitCodeTable(EXIT_CODES),
};
