// `pnpm spec <command>` from the repository root: the spec's breaking-change diff, its release gate, and the
// snapshot of the released spec that both compare against.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { OpenApiDocument } from '../src/bundle.js';
import { readPendingChangesets } from '../src/diff/changesets.js';
import { diffDocuments } from '../src/diff/document-diff.js';
import { judge } from '../src/diff/gate.js';
import { changeTable, jsonReport, summary } from '../src/diff/report.js';
import { bundleAtRef, bundleWorkingTree, readReleased, writeReleased } from '../src/diff/sources.js';

const USAGE = `Usage (from the repository root):
  pnpm spec diff [--base <git ref>] [--json]   every change from the released spec (or the spec at <git ref>) to the working tree,
                                               each breaking or not, with its rule; exits 0
  pnpm spec gate [--base <git ref>] [--json]   the same, and exits 1 when a breaking change has no pending changeset
                                               bumping @waas/types, @waas/client and @waas/msw major
  pnpm spec snapshot                           writes the working tree's bundle to spec/released/openapi.json
                                               (\`pnpm version-packages\` does it after \`changeset version\`)
With --json, run pnpm with -s (\`pnpm -s spec diff --json\`) so that only the JSON is printed.`;

const specDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { base: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || rest.length > 0) return usage(values.help ? 0 : 2);
  if (command === 'snapshot') {
    console.log(`Wrote ${writeReleased(specDir)}`);
    return 0;
  }
  if (command !== 'diff' && command !== 'gate') return usage(2);

  const base = values.base === undefined ? 'the released spec (spec/released/openapi.json)' : values.base;
  const before: OpenApiDocument = values.base === undefined ? readReleased(specDir) : bundleAtRef(specDir, values.base);
  const current = 'the working tree';
  const changes = diffDocuments(before, bundleWorkingTree(specDir));

  if (command === 'diff') {
    console.log(values.json ? jsonReport(changes, base, current) : `${changes.length > 0 ? `${changeTable(changes)}\n\n` : ''}${summary(changes, base, current)}`);
    return 0;
  }
  const verdict = judge(changes, readPendingChangesets(join(root, '.changeset')), base, root);
  if (values.json) console.log(JSON.stringify(verdict, null, 2));
  else (verdict.passed ? console.log : console.error)(verdict.message);
  return verdict.passed ? 0 : 1;
}

function usage(code: number): number {
  (code === 0 ? console.log : console.error)(USAGE);
  return code;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
