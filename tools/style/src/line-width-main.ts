// `pnpm style` runs this after Biome: every file git knows (tracked, or new and not ignored) from the repository's
// root, or the files given, each named as `file:line` when a line is too wide. Exits 1 when one is.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isChecked, isHandWritten, isUnder, loadConfig, wideLines, type WideLine } from './line-width.js';

const config = loadConfig();
const given = process.argv.slice(2);
const root = given.length > 0 ? process.cwd() : fileURLToPath(new URL('../../../', import.meta.url));
const files =
  given.length > 0
    ? given
    : execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter((file) => file !== '');

/** The wide lines of `file`; none when git lists it but the working tree has deleted it. */
function wideLinesOf(file: string): WideLine[] {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return [];
  }
  return wideLines(file, text, config.maxColumns);
}

const found = files.filter((file) => isChecked(file, config)).flatMap(wideLinesOf);
for (const { file, line, columns } of found) console.error(`${file}:${line} is ${columns} columns wide`);
if (found.length > 0) {
  console.error(
    `${found.length} line(s) wider than ${config.maxColumns} columns in files written by hand: wrap them ` +
      '(tools/style/README.md). Generated files are exempt; tools/style/line-width.json lists them.',
  );
  process.exit(1);
}
if (given.length === 0) {
  const wide = (path: string) =>
    files.some((file) => isUnder(file, path) && isHandWritten(file, config) && wideLinesOf(file).length > 0);
  for (const path of config.notYetClean.filter((path) => !wide(path)))
    console.log(`${path} has no line too wide now: drop it from notYetClean in tools/style/line-width.json`);
}
