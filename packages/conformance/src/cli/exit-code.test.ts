import { expect, test } from 'vitest';
import type { Summary } from '../summary.js';
import { exitCode } from './exit-code.js';
import type { ExitCode } from './options.js';

/** A run where every case passed and coverage reached the floor; each case changes only what it is about. */
const PASSED: Summary = {
  cases: { passed: 12, failed: 0, notApplicable: 0, error: 0 },
  checks: { run: 40, passed: 40, failed: 0, warned: 0, unexercised: 0, byName: {} },
  score: 1,
  coverage: { exercised: 9, documented: 10, index: 0.9, missing: ['getWalletById 404'], floor: 0.75, belowFloor: false },
  provisional: [],
  deviations: [],
};

type Given = { cases?: Partial<Summary['cases']>; belowFloor?: boolean };
const summary = ({ cases = {}, belowFloor = false }: Given): Summary => ({
  ...PASSED,
  cases: { ...PASSED.cases, ...cases },
  coverage: { ...PASSED.coverage, belowFloor },
});

test.each<[string, { given: Given; want: ExitCode }]>([
  ['every case passed', { given: {}, want: 0 }],
  ['cases not applicable beside the passed ones', { given: { cases: { notApplicable: 3 } }, want: 0 }],
  ['a case failed', { given: { cases: { failed: 1 } }, want: 1 }],
  ['coverage below the floor', { given: { belowFloor: true }, want: 1 }],
  ['a case with no HTTP answer', { given: { cases: { error: 1 } }, want: 2 }],
  ['no HTTP answer beside a failure and low coverage: the run is broken', { given: { cases: { error: 1, failed: 2 }, belowFloor: true }, want: 2 }],
])('given %s', (_, { given, want }) => expect(exitCode(summary(given))).toBe(want));
