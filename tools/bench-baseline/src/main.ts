// `pnpm bench` runs `pnpm --filter @waas/bench-baseline with <command…>`: the baseline is chosen and built once, then
// the command runs from the repository's root with its paths in the environment. Without a command, prints them.
//   WAAS_BENCH_BASELINE              the baseline's sandbox bin (`none`: no baseline arm; a path: that build, as given)
//   WAAS_BENCH_BASELINE_CONFORMANCE  the baseline's conformance runner bin
//   WAAS_BENCH_BASELINE_FROM         {"ref", "commit", "rule"} as JSON, for the results files
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildBaseline } from './build.js';
import { chooseBaseline } from './choose.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const [command, ...args] = process.argv.slice(2);
const env: NodeJS.ProcessEnv = { ...process.env };
const say = (line: string) => process.stdout.write(`bench baseline: ${line}\n`);
const given = process.env.WAAS_BENCH_BASELINE;

if (given === 'none') say('none (WAAS_BENCH_BASELINE=none)');
else if (given) say(`${given} (WAAS_BENCH_BASELINE, as given)`);
else {
  env.WAAS_BENCH_BASELINE = 'none';
  let chosen: ReturnType<typeof chooseBaseline>;
  try {
    chosen = chooseBaseline(ROOT, process.env.WAAS_BENCH_BASE || undefined);
    if (!chosen) say('none (no WAAS_BENCH_BASE, no tag, no origin/main, no recorded bench)');
  } catch (error) {
    say(`none (${error instanceof Error ? error.message : String(error)})`);
  }
  if (chosen) {
    const named =
      chosen.ref === chosen.commit.slice(0, 12) ? chosen.ref : `${chosen.ref} (${chosen.commit.slice(0, 12)})`;
    say(`${named}, ${chosen.rule}`);
    try {
      const built = buildBaseline(ROOT, chosen.commit, undefined, (folder) =>
        say(`building it in ${folder} (install and build take minutes; the next run reuses it)`),
      );
      Object.assign(env, {
        WAAS_BENCH_BASELINE: built.sandbox,
        WAAS_BENCH_BASELINE_CONFORMANCE: built.conformance,
        WAAS_BENCH_BASELINE_FROM: JSON.stringify(chosen),
      });
      say(built.reused ? `reusing its build in ${built.folder}` : 'built');
    } catch (error) {
      say(`not built, the bench goes on without it: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

if (command) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
} else {
  const names = ['WAAS_BENCH_BASELINE', 'WAAS_BENCH_BASELINE_CONFORMANCE', 'WAAS_BENCH_BASELINE_FROM'];
  process.stdout.write(`${JSON.stringify(Object.fromEntries(names.map((name) => [name, env[name]])), null, 2)}\n`);
}
