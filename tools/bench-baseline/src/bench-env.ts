// What main.ts hands a bench in its environment, read back by the benches that take turns with the baseline build
// (the sandbox's and the conformance runner's): the build's bin for each, and which ref it is and why.

/** The baseline build of one bench's program, with where it comes from when `pnpm bench` chose it. */
export interface BaselineBuild {
  bin: string;
  ref?: string;
  commit?: string;
  rule?: string;
}

/** The variable each program's baseline bin is handed in. */
export const BIN_VARIABLES = {
  sandbox: 'WAAS_BENCH_BASELINE',
  conformance: 'WAAS_BENCH_BASELINE_CONFORMANCE',
} as const;

/** The baseline build of `program`; undefined when there is none, or WAAS_BENCH_BASELINE=none turns every one off. */
export function baselineBuild(
  program: keyof typeof BIN_VARIABLES,
  env: NodeJS.ProcessEnv = process.env,
): BaselineBuild | undefined {
  const bin = env[BIN_VARIABLES[program]];
  if (env.WAAS_BENCH_BASELINE === 'none' || !bin || bin === 'none') return undefined;
  const from = env.WAAS_BENCH_BASELINE_FROM
    ? (JSON.parse(env.WAAS_BENCH_BASELINE_FROM) as Omit<BaselineBuild, 'bin'>)
    : {};
  return { ...from, bin };
}
