// @waas/sandbox/msw from the installed tarball, under msw 2 and msw 3: its handlers open the ledger the package ships
// and keep state behind the project's msw, with no server and nothing of the workspace on the resolution path.
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject, expect, test } from 'vitest';
import { expectLedgerAnswers, ledgerSequence, type SequenceAnswer } from './ledger-sequence.js';
import { runWithMsw } from './msw-node.js';
import { makeProject } from './project.js';

test.each([
  ['msw 2', 2, () => inject('project')],
  [
    'msw 3',
    3,
    () =>
      makeProject('waas-sandbox-msw3', inject('tarballs'), { only: ['@waas/sandbox'], registry: { msw: '^3.0.0' } }),
  ],
] as const)(
  'the sandbox behind %s keeps state: a debit lowers the balance and is in the history, once, and an overdraft is ' +
    'refused',
  (_, major, projectDir) => {
    const project = projectDir();
    for (const fixture of ['sandbox-msw-answers.mjs', 'send-sequence.mjs'])
      copyFileSync(new URL(`./fixtures/${fixture}`, import.meta.url), join(project, fixture));
    let output: string;
    try {
      output = runWithMsw(major, 'sandbox-msw-answers.mjs', [JSON.stringify(ledgerSequence())], project);
    } finally {
      if (project !== inject('project')) rmSync(project, { recursive: true, force: true });
    }
    const { msw, answers } = JSON.parse(output) as { msw: string; answers: SequenceAnswer[] };
    expect(msw.split('.')[0]).toBe(String(major));
    expectLedgerAnswers(answers);
  },
  600_000,
);
