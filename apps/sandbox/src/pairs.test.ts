import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_KEYS } from './seed/keys.js';
import { readOperations } from '@waas/spec/pairs';
import { document, expectedBody, pairs, schemaErrors, sendPair } from './test/pairs.js';
import { ENGINES } from './test/engines.js';
import { servedForBlock } from './test/harness.js';
import { UNIMPLEMENTED } from './test/unimplemented.js';

/**
 * Every example pair of the spec against the sandbox, as the conformance runner will replay them: each operation
 * starts from the seed, and its pairs run in document order (the scheduled debit follows the posted credit). The
 * serverFault pairs ask for their fault with the sandbox's x-sandbox-fault header.
 */
const operations = [...new Set(pairs.map((p) => p.operationId))];
const cases = operations.flatMap((operationId) => {
  const own = pairs.filter((p) => p.operationId === operationId);
  return own.map((pair, index) => ({ pair, first: index === 0 }));
});

describe.each(ENGINES)('example pairs on $engine', ({ engine }) => {
  const served = servedForBlock(engine);

  it.for(cases)('$pair.operationId $pair.status $pair.name', async ({ pair, first }, context) => {
    const running = served.in(context);
    // Its first success example is all it answers; operations/index.test.ts names the handler to write.
    if (UNIMPLEMENTED.includes(pair.operationId))
      return context.skip(`${pair.operationId} is answered from its examples until its handler is written`);
    if (first) await running.sandbox.reset();
    const { status, body } = await sendPair(running.baseUrl, DEFAULT_DEMO_KEYS, pair);
    expect(schemaErrors(pair.operationId, status, body)).toEqual([]);
    expect({ status, body }).toEqual({ status: pair.status, body: expectedBody(pair, body) });
  });

  it('replays pairs of every operation of the spec', () => {
    expect(operations).toEqual(readOperations(document).map((operation) => operation.operationId));
  });
});
