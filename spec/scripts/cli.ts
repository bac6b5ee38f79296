// `pnpm spec <command>` from the repository root: the spec's breaking-change diff, its release gate, the changesets
// that describe each change, the snapshot of the released spec that all of them compare against, and the scaffold of
// a new operation.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { OpenApiDocument } from '../src/bundle.js';
import { changeLine } from '../src/diff/change-list.js';
import { draftChangesets, PLACEHOLDER } from '../src/diff/changeset-draft.js';
import { readPendingChangesets } from '../src/diff/changesets.js';
import { diffDocuments } from '../src/diff/document-diff.js';
import { judge } from '../src/diff/gate.js';
import { changeTable, jsonReport, summary } from '../src/diff/report.js';
import { bundleAtRef, bundleWorkingTree, readReleased, writeReleased } from '../src/diff/sources.js';
import { utcDay } from '../src/diff/sunset.js';
import { CHECKS, runChecks } from './checks.js';
import { newOperation, Refusal } from './new-operation.js';

const USAGE = `Usage (from the repository root):
  pnpm spec check                              every contract check of the spec: Redocly and Spectral with the team's
                                               rules on the sources (each problem as file:line:column), the workflows,
                                               the list of provisional choices and the release gate; exits 1 on any
                                               problem
  pnpm spec diff [--base <git ref>] [--json]   every change from the released spec (or the spec at <git ref>) to the
                                               working tree, each breaking or not, with its rule; exits 0
  pnpm spec gate [--base <git ref>] [--json]   the same, and exits 1 when a breaking change is listed in no pending
                                               changeset that bumps @waas/spec, @waas/types, @waas/client and @waas/msw
                                               major, or a changeset still waits for its author's words; diff and gate
                                               take --bundle <file>, a bundled JSON document, in place of the working
                                               tree
  pnpm spec changeset [--name <name>]          lists every change since the release that no pending changeset lists in a
                                               new .changeset/<name>.md (major when one breaks), and brings the lists of
                                               the others up to date; then write in it what changed and how to migrate
  pnpm spec snapshot                           writes the working tree's bundle to spec/released/openapi.json
                                               (\`pnpm version-packages\` does it after \`changeset version\`)
  pnpm spec new-operation <operationId> <METHOD> <path> [--host wallet|checkout|payout]
                                               writes spec/paths/<operation-id>.yaml from the team's template
                                               (envelope, documented 400, 401 and 404, paired examples) and its
                                               entry in openapi.yaml; the host is wallet unless given; exits 1
                                               when it refuses
An operation marked deprecated with x-sunset: YYYY-MM-DD may be removed from that day on (UTC) without a major release.
With --json, run pnpm with -s (\`pnpm -s spec diff --json\`) so that only the JSON is printed.
Exit codes: 0 done (gate: passed), 1 the gate or new-operation refused, 2 a usage or input error.`;

const specDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const changesetFolder = join(root, '.changeset');

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      bundle: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', default: 'wallet' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (command === 'new-operation' && !values.help) return scaffold(rest, values.host);
  if (values.help || command === undefined || rest.length > 0) return usage(values.help ? 0 : 2);
  if (command === 'check') return (await runChecks(CHECKS)) ? 0 : 1;
  if (command === 'snapshot') {
    console.log(`Wrote ${writeReleased(specDir)}`);
    return 0;
  }
  if (command !== 'diff' && command !== 'gate' && command !== 'changeset') return usage(2);
  if (command === 'changeset' && values.base !== undefined) {
    console.error('A changeset describes the changes since the release: `pnpm spec changeset` takes no --base.');
    return 2;
  }

  const base = values.base === undefined ? 'the released spec (spec/released/openapi.json)' : values.base;
  const before: OpenApiDocument = values.base === undefined ? readReleased(specDir) : bundleAtRef(specDir, values.base);
  const current = 'the working tree';
  // A bundle already made (pnpm dev's, after each save) instead of bundling the working tree again.
  const after: OpenApiDocument =
    values.bundle === undefined ? bundleWorkingTree(specDir) : JSON.parse(readFileSync(values.bundle, 'utf8'));
  const changes = diffDocuments(before, after, utcDay(new Date()));

  if (command === 'diff') {
    console.log(
      values.json
        ? jsonReport(changes, base, current)
        : `${changes.length > 0 ? `${changeTable(changes)}\n\n` : ''}${summary(changes, base, current)}`,
    );
    return 0;
  }
  const pending = readPendingChangesets(changesetFolder);
  if (command === 'changeset') return writeChangesets(draftChangesets(changes, pending, changesetFolder, values.name));
  const verdict = judge(changes, pending, { base, root, sinceRelease: values.base === undefined });
  if (values.json) console.log(JSON.stringify(verdict, null, 2));
  else (verdict.passed ? console.log : console.error)(verdict.message);
  return verdict.passed ? 0 : 1;
}

function scaffold(args: string[], host: string): number {
  const [operationId, method, path] = args;
  if (operationId === undefined || method === undefined || path === undefined || args.length > 3) return usage(2);
  try {
    const { files, tag, tagFrom, provisionalList } = newOperation(specDir, { operationId, method, path, host });
    for (const file of files) console.log(`Wrote ${relative(root, file)}`);
    if (provisionalList)
      console.log(`Wrote ${relative(root, provisionalList)}: it lists the ${host} servers' provisional choices`);
    console.log(
      `Tagged ${tag}${tagFrom ? `, as ${tagFrom} (the nearest path on the ${host} host) is` : ''}. Now replace the`,
    );
    console.log("template's words, schemas and examples with the operation's own, and run `pnpm spec check`.");
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`new-operation refused: ${error.message}`);
    return 1;
  }
}

function writeChangesets(writes: ReturnType<typeof draftChangesets>): number {
  if (writes.length === 0)
    console.log('Every change since the release is listed in a pending changeset; nothing to write.');
  for (const { file, text, dropped, listed } of writes) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`Wrote ${relative(root, file)}: ${listed.length} change${listed.length === 1 ? '' : 's'} listed.`);
    for (const change of dropped) console.log(`  dropped, no longer a change: ${changeLine(change).slice(2)}`);
    if (text.includes(PLACEHOLDER))
      console.log(`  Now replace "${PLACEHOLDER}" in it with what changed and how to migrate.`);
  }
  return 0;
}

function usage(code: number): number {
  (code === 0 ? console.log : console.error)(USAGE);
  return code;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
