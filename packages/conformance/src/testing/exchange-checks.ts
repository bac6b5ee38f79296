// What a run's HTTP case and an exchange seen in traffic are both judged by; traffic adds the checks that follow one
// exchange to the next (history, idempotency). Written out by hand, so a check that stops running fails a test.
import type { CheckName } from '../core/model.js';

export const EXCHANGE_CHECKS: readonly CheckName[] = [
  'contentType',
  'envelope',
  'leak',
  'pagination',
  'schema',
  'status',
  'unknownProperties',
  'values',
];
