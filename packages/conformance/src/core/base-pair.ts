import type { ExamplePair, OperationEntry } from '@waas/spec/pairs';
import type { RunContext } from './context.js';

/** The operation's first well-formed success pair: the request other cases start from and then break one way. */
export function basePair(context: RunContext, operation: OperationEntry): ExamplePair | undefined {
  return context.pairs.find(
    (p) =>
      p.operationId === operation.operationId &&
      p.status < 300 &&
      p.scenario === undefined &&
      p.request.invalidInputs.length === 0,
  );
}
