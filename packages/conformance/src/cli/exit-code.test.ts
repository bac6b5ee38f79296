import { expect, test } from 'vitest';
import type { Summary } from '../run/summary.js';
import { exitCode } from './exit-code.js';
import type { ExitCode } from './options.js';

/** A run where every case passed and coverage reached the floor; each case changes only what it is about. */
const PASSED: Summary = {
  cases: { passed: 12, failed: 0, notApplicable: 0, error: 0 },
  checks: { run: 40, passed: 40, failed: 0, warned: 0, unexercised: 0, byName: {} },
  score: 1,
  coverage: {
    exercised: 9,
    documented: 10,
    index: 0.9,
    missing: ['getWalletById 404'],
    floor: 0.75,
    belowFloor: false,
  },
  provisional: [],
  deviations: [],
  refutedChoices: 'report',
};

const DEVIATION: Summary['deviations'][number] = {
  case: 'getWalletById 200 walletRetrieved',
  check: 'values',
  message: 'code 200, not 00',
};
const REFUTED: Summary['provisional'][number] = {
  at: '#/components/schemas/AccountNumber',
  text: 'we require ten digits',
  verdict: 'refuted',
  evidence: ['getWalletById 200 walletRetrieved'],
};

type Given = {
  cases?: Partial<Summary['cases']>;
  belowFloor?: boolean;
  deviations?: number;
  refuted?: boolean;
  refutedChoices?: 'report' | 'fail';
};
const summary = ({
  cases = {},
  belowFloor = false,
  deviations = 0,
  refuted = false,
  refutedChoices = 'report',
}: Given): Summary => ({
  ...PASSED,
  cases: { ...PASSED.cases, ...cases },
  coverage: { ...PASSED.coverage, belowFloor },
  deviations: Array(deviations).fill(DEVIATION),
  provisional: refuted ? [REFUTED] : [{ ...REFUTED, verdict: 'confirmed' }],
  refutedChoices,
});

test.each<[string, { given: Given; want: ExitCode }]>([
  ['every case passed', { given: {}, want: 0 }],
  ['cases not applicable beside the passed ones', { given: { cases: { notApplicable: 3 } }, want: 0 }],
  ['a case failed: a deviation from the document', { given: { cases: { failed: 1 }, deviations: 1 }, want: 1 }],
  [
    'a case failed only refuting a provisional choice: reported',
    { given: { cases: { failed: 1 }, refuted: true }, want: 0 },
  ],
  [
    'a refuted choice, and the profile says that fails the run',
    { given: { cases: { failed: 1 }, refuted: true, refutedChoices: 'fail' }, want: 1 },
  ],
  ['a refuted choice beside a deviation', { given: { cases: { failed: 2 }, refuted: true, deviations: 1 }, want: 1 }],
  ['coverage below the floor', { given: { belowFloor: true }, want: 1 }],
  ['a case with no HTTP answer', { given: { cases: { error: 1 } }, want: 2 }],
  [
    'no HTTP answer beside a deviation and low coverage: the run is broken',
    { given: { cases: { error: 1, failed: 2 }, deviations: 2, belowFloor: true }, want: 2 },
  ],
])('given %s', (_, { given, want }) => expect(exitCode(summary(given))).toBe(want));
