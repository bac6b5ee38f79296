// msw 3 needs Node 22.12 or later (its engines say so): a script that uses it runs on the registry's Node 24 when
// the tests run on an older Node, so both msw lines are tried on every Node the toolkit supports.
import { execFileSync } from 'node:child_process';
import { userEnv } from './project.js';

const MSW3_NODE = [22, 12] as const;

/** Runs a script of the consumer project under a Node that msw `major` runs on; answers its stdout. */
export function runWithMsw(major: 2 | 3, script: string, args: string[], cwd: string): string {
  const [have, minor] = process.versions.node.split('.').map(Number) as [number, number];
  const recent = have > MSW3_NODE[0] || (have === MSW3_NODE[0] && minor >= MSW3_NODE[1]);
  const command =
    major < 3 || recent
      ? [process.execPath, script, ...args]
      : ['npx', '-y', '-p', 'node@24', '--', 'node', script, ...args];
  return execFileSync(command[0]!, command.slice(1), {
    cwd,
    env: userEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 300_000,
  });
}
