// Rewrites the option, environment and exit-code tables of README.md from src/cli/options.ts
// (`pnpm --filter @waas/sandbox readme`); with --check it only fails when one is stale, which is how `lint` keeps
// them honest. Outside src: it is not part of what ships.
import { readFileSync, writeFileSync } from 'node:fs';
import { code, exitCodeTable, markdownTable, optionTable, parseCommandLine, withTables } from '@waas/command-line';
import { ENVIRONMENT, EXIT_CODES, OPTIONS } from '../src/cli/options.js';

const TABLES = {
  options: optionTable(OPTIONS, { columns: ['option', 'environment', 'default', 'description'] }),
  environment: markdownTable(
    ['Variable', 'Default', 'What it does'],
    Object.entries(ENVIRONMENT).map(([name, variable]) => [code(name), code(variable.default), variable.description]),
  ),
  'exit-codes': exitCodeTable(EXIT_CODES),
};

const { values } = parseCommandLine(
  { check: { type: 'boolean', description: 'only fail when a table is stale' } },
  process.argv.slice(2),
);
const readmeUrl = new URL('../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const next = withTables(current, TABLES);
if (values.check) {
  if (next !== current) {
    console.error(
      'apps/sandbox/README.md: a table of options, variables or exit codes is stale; run `pnpm --filter @waas/sandbox readme`',
    );
    process.exit(1);
  }
} else {
  writeFileSync(readmeUrl, next);
  console.log(
    `README.md: ${Object.keys(OPTIONS).length} options, ${Object.keys(ENVIRONMENT).length} variables, ${EXIT_CODES.length} exit codes`,
  );
}
