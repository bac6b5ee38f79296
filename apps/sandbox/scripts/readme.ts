// Rewrites the option and environment lists and the exit-code table of README.md from src/cli/options.ts
// (`pnpm --filter @waas/sandbox readme`); with --check it only fails when one is stale, which is how `lint` keeps
// them honest. Outside src: it is not part of what ships.
import { code, exitCodeTable, flag, type Option, updateReadme } from '@waas/command-line';
import { ENVIRONMENT, EXIT_CODES, OPTIONS } from '../src/cli/options.js';

const WIDTH = 120;

/**
 * Whether `word` at the start of a line would open a block of its own (a list, a heading, a quote, a rule) rather
 * than go on with the item: such a word stays on the line before.
 */
const opensBlock = (word: string) => /^(?:[-+*=_#>]+|\d+[.)])$/.test(word);

/**
 * `text` as a list item: `- ` and its words, broken between words so no line is wider than 120 columns in bytes of
 * UTF-8 (as `pnpm style` counts them), each line after the first indented by two to stay in the item. The options and
 * variables are lists rather than tables because a row with a long description cannot fit in those columns.
 */
function listItem(text: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && (Buffer.byteLength(`${lines[last]} ${word}`) <= WIDTH || opensBlock(word)))
      lines[last] += ` ${word}`;
    else lines.push(`${last >= 0 ? '  ' : '- '}${word}`);
  }
  return lines.join('\n');
}

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
