import type { CheckResult, Fault } from '../core/model.js';

/** One kind of failure that no provisional choice can explain, and how it is told from the rest. */
export interface NeverRefutes {
  fault: Fault;
  /** What the report says of it: what an attacker, a retry or a receiver would meet. */
  says: string;
  holds: (check: CheckResult, status: number | undefined) => boolean;
}

/**
 * A failure refutes a provisional choice only when the value that differs is the choice itself and the answer is one
 * the document admits. These never are, whatever the check compared with: the first row that holds names the fault,
 * and the failure is a deviation. A check that finds one of the faults only it can see (a signature over another
 * serialization, a second posting) marks it itself (`fault`); the other rows read the check's kind and the status.
 */
export const NEVER_REFUTES: readonly NeverRefutes[] = [
  {
    fault: 'echoedCredential',
    says: 'a credential the run sent is written back in the answer',
    holds: (check) => check.fault === 'echoedCredential',
  },
  {
    fault: 'leakedInternals',
    says: 'the answer carries internals (stack frames, SQL, file paths, exception names)',
    holds: (check) => check.name === 'leak',
  },
  {
    fault: 'serverError',
    says: 'the server failed (5xx): no choice where the document is silent admits it',
    holds: (_, status) => status !== undefined && status >= 500,
  },
  {
    fault: 'postedTwice',
    says: 'a reference already posted was posted again',
    holds: (check) => check.fault === 'postedTwice',
  },
  {
    fault: 'crossOrganization',
    says: "another organization's key was answered with this organization's resource, or moved it",
    holds: (check) => check.name === 'isolation',
  },
  {
    fault: 'reserializedSignature',
    says: 'the signature verifies under a re-serialization of the body, not under the bytes sent',
    holds: (check) => check.fault === 'reserializedSignature',
  },
  {
    fault: 'lateWebhook',
    says: 'the webhook did not arrive within the wait',
    holds: (check) => check.name === 'delivery' && check.fault === 'lateWebhook',
  },
  {
    fault: 'inexactMoney',
    says: 'an amount or balance that is not a whole number of minor units, or not the exact sum',
    holds: (check) => check.fault === 'inexactMoney',
  },
];

/** The fault a failed check is, when it is one; undefined for a passed check or a failure a choice may explain. */
export function faultOf(check: CheckResult, status: number | undefined): NeverRefutes | undefined {
  if (check.outcome !== 'failed') return undefined;
  return NEVER_REFUTES.find((row) => row.holds(check, status));
}
