import type { TargetKind } from '../core/model.js';
import { resolveProfile, type ProfileOverrides } from '../profile/load.js';
import { MATCH_MODES, type MatchMode } from '../profile/profile.js';
import { coverageLine } from '../reporters/pretty.js';
import { progress } from '../reporters/progress.js';
import { run } from '../run/runner.js';
import { exitCode } from './exit-code.js';
import { oneOf, profileFileOf, wholeNumber, writeReports, type Io, type Output } from './io.js';
import type { Values } from './values.js';

/** `waas-conformance run`: checks a target with its own cases. */
export async function runCommand(values: Values, outputs: Output[], io: Io): Promise<number> {
  const file = profileFileOf(values.profile, io);
  const overrides: ProfileOverrides = {};
  if (values.target) overrides.target = values.target;
  if (values['api-key']) overrides.apiKey = values['api-key'];
  const kind = oneOf<TargetKind>('target-kind', values['target-kind'], ['mock', 'live']);
  if (kind) overrides.kind = kind;
  const match = oneOf<MatchMode>('match', values.match, MATCH_MODES);
  if (match) overrides.match = match;
  const profile = resolveProfile(file, overrides);
  const live = progress(io.stderr as NodeJS.WriteStream);
  const report = await run({
    profile,
    selection: { only: values.only, skip: values.skip },
    ...(values.concurrency !== undefined && { concurrency: wholeNumber('concurrency', values.concurrency, 1) }),
    timeoutMs: wholeNumber('timeout', values.timeout, 1),
    retries: wholeNumber('retries', values.retries, 0),
    bail: values.bail,
    webhooks: values.webhooks,
    generated: {
      ...(values.seed !== undefined && { seed: wholeNumber('seed', values.seed, 0) }),
      maxCases: wholeNumber('max-cases', values['max-cases'], 0),
    },
    onResult: live.onResult,
  });
  live.done();
  writeReports(report, outputs, io);
  const code = exitCode(report.summary);
  if (code === 1 && report.summary.coverage.belowFloor)
    io.stderr.write(`waas-conformance: ${coverageLine(report.summary.coverage)}\n`);
  return code;
}
