// The release gate on each bundle pnpm dev takes, said in pnpm dev's own line when what it refuses changes: a breaking
// change is seen at the save that makes it, with its rule, not first in CI.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const TSX = createRequire(import.meta.url).resolve('tsx/cli');
/** `pnpm spec gate`: against the released spec and the pending changesets of this repository. */
export const SPEC_CLI = fileURLToPath(new URL('../../../spec/scripts/cli.ts', import.meta.url));

interface Uncovered {
  rule: string;
  pointer: string;
  message: string;
  operations: string[];
}

/** What pnpm dev says of a gate's verdict, given what it said last; nothing when that has not changed. */
export function gateLines(
  uncovered: readonly Uncovered[],
  before: string | undefined,
): { key: string; lines: string[] } {
  const key = uncovered.map((change) => `${change.rule} ${change.pointer}`).join('\n');
  if (key === (before ?? '')) return { key, lines: [] };
  if (uncovered.length === 0) return { key, lines: ['release gate: no breaking change left undescribed'] };
  return {
    key,
    lines: [
      `release gate: ${uncovered.length} breaking change${uncovered.length === 1 ? '' : 's'} in no pending major ` +
        'changeset (`pnpm spec changeset` lists them for you to describe):',
      ...uncovered.map(
        (change) =>
          `  ${change.rule}: ${change.message}, at ${change.pointer}` +
          (change.operations.length > 0 ? ` (${change.operations.join(', ')})` : ''),
      ),
    ],
  };
}

/** One gate at a time on the latest bundle: saves during a run are judged once, after it. */
export function releaseGate(bundleFile: string, say: (line: string) => void) {
  let said: string | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const once = () =>
    new Promise<void>((resolve) => {
      const gate = spawn(process.execPath, [TSX, SPEC_CLI, 'gate', '--bundle', bundleFile, '--json'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      gate.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      gate.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      gate.on('exit', (code) => {
        try {
          const verdict = JSON.parse(out) as { uncovered: Uncovered[] };
          const next = gateLines(verdict.uncovered, said);
          said = next.key;
          next.lines.forEach(say);
        } catch {
          say(`release gate not run (exit ${code}): ${err.trim().split('\n')[0] ?? ''}`);
        }
        resolve();
      });
    });
  const run = async () => {
    do {
      again = false;
      await once();
    } while (again);
    running = undefined;
  };
  return {
    /** Judges the bundle file as it is now, or after the run in progress. */
    check() {
      if (running) again = true;
      else running = run();
    },
    /** Resolves once no gate is running. */
    settled: () => running ?? Promise.resolve(),
  };
}
