// `pnpm spec <command>` from the repository root: the spec's breaking-change diff, its release gate, the changesets
// that describe each change, the snapshot of the released spec that all of them compare against, and the scaffold of
// a new operation.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '@waas/command-line';
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
import { type SpecCommand, parseSpecCommand, USAGE } from './command-line.js';
import { newOperation, Refusal } from './new-operation.js';

const specDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const changesetFolder = join(root, '.changeset');

async function main(argv: string[]): Promise<number> {
  const command = parseSpecCommand(argv);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command.kind === 'new-operation') return scaffold(command);
  if (command.kind === 'check') return (await runChecks(CHECKS)) ? 0 : 1;
  if (command.kind === 'snapshot') {
    console.log(`Wrote ${writeReleased(specDir)}`);
    return 0;
  }
  // A changeset lists the changes since the release, of the working tree: only diff and gate compare others.
  const ref = command.kind === 'changeset' ? undefined : command.base;
  const bundle = command.kind === 'changeset' ? undefined : command.bundle;
  const base = ref === undefined ? 'the released spec (spec/released/openapi.json)' : ref;
  const before: OpenApiDocument = ref === undefined ? readReleased(specDir) : bundleAtRef(specDir, ref);
  const current = 'the working tree';
  // A bundle already made (pnpm dev's, after each save) instead of bundling the working tree again.
  const after: OpenApiDocument =
    bundle === undefined ? bundleWorkingTree(specDir) : JSON.parse(readFileSync(bundle, 'utf8'));
  const changes = diffDocuments(before, after, utcDay(new Date()));

  if (command.kind === 'diff') {
    console.log(
      command.json
        ? jsonReport(changes, base, current)
        : `${changes.length > 0 ? `${changeTable(changes)}\n\n` : ''}${summary(changes, base, current)}`,
    );
    return 0;
  }
  const pending = readPendingChangesets(changesetFolder);
  if (command.kind === 'changeset')
    return writeChangesets(draftChangesets(changes, pending, changesetFolder, command.name));
  const verdict = judge(changes, pending, { base, root, sinceRelease: ref === undefined });
  if (command.json) console.log(JSON.stringify(verdict, null, 2));
  else (verdict.passed ? console.log : console.error)(verdict.message);
  return verdict.passed ? 0 : 1;
}

function scaffold({ operationId, method, path, host }: Extract<SpecCommand, { kind: 'new-operation' }>): number {
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

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error('`pnpm spec --help` lists the commands and their options.');
  process.exitCode = 2;
}
