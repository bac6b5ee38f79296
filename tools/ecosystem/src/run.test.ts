import { describe, expect, test } from 'vitest';

import { complaints, typeCheck } from './run.js';

describe('typeCheck', () => {
  test('reports the diagnostics of a project that does not type-check', async () => {
    const diagnostics = await typeCheck(new URL('fixtures/ill-typed/', import.meta.url));
    expect(diagnostics).toEqual([
      expect.stringMatching(/^answer\.ts\(3,\d+\): error TS18046: 'envelope\.data' is of type 'unknown'\.$/),
    ]);
  });
});

describe('complaints', () => {
  test.each([
    ['orval warns', '⚠️  SyntaxError: Swagger schema validation failed.', 1],
    ['orval stops', '🛑 waas - Error: Your mutator file does not have the walletFetch exported function', 1],
    ['kubb finishes', 'Plugins:          3 successful, 3 total', 0],
    ['openapi-zod-client finishes', 'Done generating <generated/client.ts> !', 0],
  ])('%s', (_, line, want) => {
    expect(complaints(`first line\n${line}\n`)).toHaveLength(want);
  });
});
