import { expect, test } from 'vitest';
import { type BIN_VARIABLES, baselineBuild } from './bench-env.js';

const FROM = '{"ref":"v1.0.0","commit":"abc","rule":"r"}';

test.each<[string, { program: keyof typeof BIN_VARIABLES; env: NodeJS.ProcessEnv; want: unknown }]>([
  ['nothing set', { program: 'sandbox', env: {}, want: undefined }],
  [
    'turned off',
    { program: 'sandbox', env: { WAAS_BENCH_BASELINE: 'none', WAAS_BENCH_BASELINE_FROM: '{}' }, want: undefined },
  ],
  ['a bin as given', { program: 'sandbox', env: { WAAS_BENCH_BASELINE: '/b/main.js' }, want: { bin: '/b/main.js' } }],
  [
    'a bin and where it comes from',
    {
      program: 'sandbox',
      env: { WAAS_BENCH_BASELINE: '/b/main.js', WAAS_BENCH_BASELINE_FROM: FROM },
      want: { bin: '/b/main.js', ref: 'v1.0.0', commit: 'abc', rule: 'r' },
    },
  ],
  [
    "the runner's bin, not the sandbox's",
    {
      program: 'conformance',
      env: { WAAS_BENCH_BASELINE: '/b/main.js', WAAS_BENCH_BASELINE_CONFORMANCE: '/b/run.js' },
      want: { bin: '/b/run.js' },
    },
  ],
  [
    "the runner's bin, turned off with the sandbox's",
    {
      program: 'conformance',
      env: { WAAS_BENCH_BASELINE: 'none', WAAS_BENCH_BASELINE_CONFORMANCE: '/b/run.js' },
      want: undefined,
    },
  ],
  ['no runner bin', { program: 'conformance', env: { WAAS_BENCH_BASELINE: '/b/main.js' }, want: undefined }],
])('%s', (_, { program, env, want }) => {
  expect(baselineBuild(program, env)).toEqual(want);
});
