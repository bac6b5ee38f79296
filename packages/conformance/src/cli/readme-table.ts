// The README's generated parts live between markers; `pnpm readme` rewrites them and `lint` fails when one is stale.
import { COMMANDS, commandsOf, EXIT_CODES, OPTIONS, type Option } from './options.js';
import { flag } from './usage.js';

const code = (text: string | undefined) => (text === undefined ? '' : `\`${text}\``);

/** README with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `table`. */
export function withTable(readme: string, name: string, table: string): string {
  const [startMark, endMark] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  if (start === -1 || end < start)
    throw new Error(`README.md needs the markers ${startMark} and ${endMark}, in that order`);
  return `${readme.slice(0, start + startMark.length)}\n${table}\n${readme.slice(end)}`;
}

const TABLES = {
  commands: [
    '| Command | What it does |',
    '| --- | --- |',
    ...Object.values(COMMANDS).map(({ synopsis, does }) => `| ${code(`waas-conformance ${synopsis}`)} | ${does} |`),
  ],
  options: [
    '| Option | Commands | Default | What it does |',
    '| --- | --- | --- | --- |',
    ...Object.entries(OPTIONS).map(
      ([name, option]: [string, Option]) =>
        `| ${code(flag(name, option))} | ${commandsOf(option).join(', ')} | ${code(option.default)} | ${option.description}${option.repeatable ? ' (repeatable)' : ''} |`,
    ),
  ],
  'exit-codes': [
    '| Exit code | Meaning |',
    '| --- | --- |',
    ...EXIT_CODES.map(([exit, meaning]) => `| ${exit} | ${meaning} |`),
  ],
};

/** README with every generated table rewritten from options.ts. */
export function withTables(readme: string): string {
  return Object.entries(TABLES).reduce((text, [name, rows]) => withTable(text, name, rows.join('\n')), readme);
}
