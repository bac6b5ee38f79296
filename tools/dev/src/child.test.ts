import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { Child } from './child.js';

const folder = mkdtempSync(join(tmpdir(), 'waas-dev-child-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const LINES = [
  'listening on http://127.0.0.1:1 ',
  '[HTTP SERVER] get / Request received',
  'spec not served: x',
  'done',
];

test.each([
  { verbose: false, want: ['demo   | listening on http://127.0.0.1:1 ', 'demo   | done'] },
  {
    verbose: true,
    want: [
      'demo   | listening on http://127.0.0.1:1 ',
      'demo   | [HTTP SERVER] get / Request received',
      'demo   | done',
    ],
  },
])('verbose $verbose: request lines printed only when asked, every line in the log file', async ({ verbose, want }) => {
  const printed: string[] = [];
  const logFile = join(folder, `demo-${verbose}.log`);
  const child = new Child({
    name: 'demo',
    command: [process.execPath, '-e', `console.log(${JSON.stringify(LINES.join('\n'))}); setTimeout(() => {}, 60000)`],
    url: (line) => /listening on (\S+) /.exec(line)?.[1],
    print: (line) => printed.push(line),
    hide: (line) => line.startsWith('spec not served: '),
    logFile,
    requestLine: (line) => line.startsWith('[HTTP SERVER]'),
    verbose,
  });
  const done = child.nextLine(() => false);
  await child.start();
  for (let i = 0; i < 100 && !printed.includes('demo   | done'); i++) await new Promise((r) => setTimeout(r, 20));
  await child.stop();
  await done;
  expect(printed).toEqual(want);
  expect(readFileSync(logFile, 'utf8')).toBe(`${LINES.join('\n')}\n`);
});
