// @waas/msw's handlers answer under msw 2 and msw 3, each installed from the registry beside the tarballs.
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { runWithMsw } from './msw-node.js';
import { makeProject } from './project.js';
import { pair } from './requests.js';

const documented = pair('getWalletById', 'walletRetrieved');
const notFound = pair('getWalletById', 'accountNotFound');
const walletId = String(documented.request.pathParams.walletId);
const walletUrl = `https://wallet.example.test${documented.path.replace('{walletId}', walletId)}`;

test.each([
  ['msw 2', 2, () => inject('project')],
  [
    'msw 3',
    3,
    () => makeProject('waas-msw3', inject('tarballs'), { only: ['@waas/msw'], registry: { msw: '^3.0.0' } }),
  ],
] as const)(
  'the handlers answer under %s',
  (_, major, projectDir) => {
    const project = projectDir();
    copyFileSync(new URL('./fixtures/msw-answers.mjs', import.meta.url), join(project, 'msw-answers.mjs'));
    let answers: string;
    try {
      answers = runWithMsw(major, 'msw-answers.mjs', [walletUrl], project);
    } finally {
      if (project !== inject('project')) rmSync(project, { recursive: true, force: true });
    }
    const output = JSON.parse(answers) as { msw: string; byDefault: unknown; chosen: unknown };
    expect(output.msw.split('.')[0]).toBe(String(major));
    expect(output.byDefault).toEqual({ status: 200, body: documented.response.body });
    expect(output.chosen).toEqual({ status: 404, body: notFound.response.body });
  },
  600_000,
);
