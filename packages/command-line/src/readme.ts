// A command's `readme` script: its README's generated tables written from the command's own tables, or, with --check
// (its lint), only compared.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTables } from './markdown.js';
import { parseCommandLine } from './parse.js';

export interface ReadmeUpdate {
  /** The script's arguments: `--check` compares without writing. */
  argv: readonly string[];
  /** The command that writes the tables, which a stale README's message names: `pnpm --filter @waas/mock readme`. */
  fix: string;
}

/**
 * Writes each of `tables` between its markers in `readme`, or with --check fails (exit code 1, one line on stderr)
 * when one differs; the exit code.
 */
export function updateReadme(readme: URL, tables: Readonly<Record<string, string>>, settings: ReadmeUpdate): number {
  const { values } = parseCommandLine(
    { check: { type: 'boolean', description: 'only fail when a table is stale' } },
    settings.argv,
  );
  const name = relative(process.cwd(), fileURLToPath(readme));
  const current = readFileSync(readme, 'utf8');
  const next = withTables(current, tables);
  if (!values.check) {
    writeFileSync(readme, next);
    console.log(`${name}: ${Object.keys(tables).join(', ')} written`);
    return 0;
  }
  if (next === current) return 0;
  console.error(`${name}: a generated table is stale; run \`${settings.fix}\``);
  return 1;
}
