import type { ExamplePair, OperationEntry } from '@waas/spec/pairs';
import { inputsOf, isIdentifier } from './bindings/bindings.js';
import { unboundInputs } from './bindings/example-bindings.js';
import { operationNode, type RunContext } from './context.js';

/** Why the target's capabilities rule an operation out, or undefined when it may run. */
export function whyNotApplicable(context: RunContext, operation: OperationEntry): string | undefined {
  const { capabilities } = context.profile;
  if (operationNode(context, operation)['x-staging-only'] === true && !capabilities.stagingOnly)
    return 'a staging-only operation, and this target is not staging (capabilities.stagingOnly)';
  if (operation.method !== 'get' && !capabilities.writes) return 'writes are off for this target (capabilities.writes)';
  return undefined;
}

/**
 * A live target has data of its own: a request that would still send an example's identifier cannot mean anything
 * there, and an update that would write the example's text over a real record must be told the current values.
 */
export function whyUnbound(context: RunContext, pair: ExamplePair): string | undefined {
  const unbound = unboundInputs(pair, context.bindings, context.known);
  if (unbound.length > 0)
    return `needs the target's ${unbound.join(', ')}: set identifiers.${unbound[0]} in the profile`;
  if ((pair.method === 'patch' || pair.method === 'put') && pair.status < 300) {
    const overwritten = inputsOf(pair.request)
      .filter(([, value]) => typeof value === 'string' && !isIdentifier(value) && !context.bindings.has(value))
      .map(([name]) => name);
    if (overwritten.length > 0)
      return (
        `would overwrite ${overwritten.join(', ')} with the example's text: ` +
        `set identifiers.${overwritten.join(', identifiers.')} to the current values, which the run writes back`
      );
  }
  return undefined;
}
