import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

const specDir = new URL('..', import.meta.url).pathname;
const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;

// The build runs this on the bundle it has just written; here it runs on the fixtures of the example rules.
test.each([
  ['examples that hold', 'src/fixtures/pairs.yaml', { status: 0, lines: [] }],
  [
    'an example that breaks its schema stops the build, named by pointer',
    'src/fixtures/examples.yaml',
    {
      status: 1,
      lines: [
        'src/fixtures/examples.yaml#/paths/~1wallets~1{walletId}/get/responses/200/content/application~1json' +
          '/examples/wrongCode/value/code: example wrongCode: /code must be string',
        'src/fixtures/examples.yaml#/webhooks/inflow/post/requestBody/content/application~1json/example/amount: ' +
          'example example: /amount must be number',
        '2 examples against their schemas: the build stops here. `pnpm spec check` shows each at its file and line.',
      ],
    },
  ],
])('%s', (_, file, want) => {
  const run = spawnSync(tsx, ['scripts/refuse-broken-examples.ts', file], { cwd: specDir, encoding: 'utf8' });
  expect({ status: run.status, lines: run.stderr.split('\n').filter(Boolean) }).toEqual(want);
});
