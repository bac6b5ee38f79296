// Rewrites the option and environment lists and the exit-code table of README.md from src/cli/options.ts
// (`pnpm --filter @waas/sandbox readme`); with --check it only fails when one is stale, which is how `lint` keeps
// them honest. Outside src: it is not part of what ships. The options and variables are lists rather than tables
// because a row with a long description cannot fit in 120 columns.
import { code, exitCodeTable, flag, listItem, type Option, updateReadme } from '@waas/command-line';
import { ENVIRONMENT, EXIT_CODES, OPTIONS } from '../src/cli/options.js';

/** ` (env `PORT`; default `4000`)`: what follows an option's flag; nothing when it has neither. */
function notes(option: Pick<Option, 'env' | 'default'>): string {
  const parts = [option.env && `env ${code(option.env)}`, option.default && `default ${code(option.default)}`];
  const given = parts.filter((part) => part !== undefined && part !== '');
  return given.length > 0 ? ` (${given.join('; ')})` : '';
}

const TABLES = {
  options: Object.entries<Option>(OPTIONS)
    .map(([name, option]) => listItem(`${code(flag(name, option))}${notes(option)}: ${option.description}`))
    .join('\n'),
  environment: Object.entries(ENVIRONMENT)
    .map(([name, variable]) =>
      listItem(`${code(name)}${notes({ default: variable.default })}: ${variable.description}`),
    )
    .join('\n'),
  'exit-codes': exitCodeTable(EXIT_CODES),
};

process.exitCode = updateReadme(new URL('../README.md', import.meta.url), TABLES, {
  argv: process.argv.slice(2),
  fix: 'pnpm --filter @waas/sandbox readme',
});
