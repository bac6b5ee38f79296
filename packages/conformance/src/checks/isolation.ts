import type { CheckResult } from '../core/model.js';

/** Another organization's key was refused everything with a 4xx and moved nothing; `breaches` says where not. */
export function isolationKept(breaches: readonly string[], tried?: readonly string[]): CheckResult {
  return breaches.length === 0
    ? {
        name: 'isolation',
        outcome: 'passed',
        ...(tried && { message: `refused with the other organization's key: ${tried.join(', ')}` }),
      }
    : {
        name: 'isolation',
        outcome: 'failed',
        expected: "every request with another organization's key refused with a 4xx, nothing moved",
        actual: breaches.join('\n'),
        message: `${breaches.length} breach${breaches.length === 1 ? '' : 'es'} of isolation`,
      };
}
