import type { OperationEntry } from '@waas/spec/pairs';
import { operationNode, type RunContext } from './context.js';

/** Why the target's capabilities rule an operation out, or undefined when it may run. */
export function whyNotApplicable(context: RunContext, operation: OperationEntry): string | undefined {
  const { capabilities } = context.profile;
  if (operationNode(context, operation)['x-staging-only'] === true && !capabilities.stagingOnly) return 'a staging-only operation, and this target is not staging (capabilities.stagingOnly)';
  if (operation.method !== 'get' && !capabilities.writes) return 'writes are off for this target (capabilities.writes)';
  return undefined;
}
