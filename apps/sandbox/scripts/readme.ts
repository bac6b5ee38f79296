// Rewrites the option, environment and exit-code tables of README.md from src/cli/options.ts
// (`pnpm --filter @waas/sandbox readme`); with --check it only fails when one is stale, which is how `lint` keeps
// them honest. Outside src: it is not part of what ships.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ENVIRONMENT, EXIT_CODES, OPTIONS, type Option } from '../src/cli/options.js';
import { flag } from '../src/cli/usage.js';

const code = (text: string | undefined) => (text ? `\`${text}\`` : '');

const TABLES = {
  options: [
    '| Option | Environment | Default | What it does |',
    '| --- | --- | --- | --- |',
    ...Object.entries(OPTIONS).map(
      ([name, option]: [string, Option]) =>
        `| ${code(flag(name, option))} | ${code(option.env)} | ${code(option.default)} | ${option.description} |`,
    ),
  ],
  environment: [
    '| Variable | Default | What it does |',
    '| --- | --- | --- |',
    ...Object.entries(ENVIRONMENT).map(
      ([name, variable]) => `| ${code(name)} | ${code(variable.default)} | ${variable.description} |`,
    ),
  ],
  'exit-codes': [
    '| Exit code | Meaning |',
    '| --- | --- |',
    ...EXIT_CODES.map(([exit, meaning]) => `| ${exit} | ${meaning} |`),
  ],
};

/** README with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `table`. */
function withTable(readme: string, name: string, table: string): string {
  const [startMark, endMark] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  if (start === -1 || end < start)
    throw new Error(`README.md needs the markers ${startMark} and ${endMark}, in that order`);
  return `${readme.slice(0, start + startMark.length)}\n${table}\n${readme.slice(end)}`;
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const readmeUrl = new URL('../README.md', import.meta.url);
const current = readFileSync(readmeUrl, 'utf8');
const next = Object.entries(TABLES).reduce((readme, [name, rows]) => withTable(readme, name, rows.join('\n')), current);
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
