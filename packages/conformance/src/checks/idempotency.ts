import { jsonOf } from '../core/json.js';
import type { CheckResult, HttpResponse } from '../core/model.js';

// The document calls a transaction reference unique: a reused one that moves a wallet departs from it (balance.ts,
// under this check's name). Which answer a reused one gets is our choice (the original answer, or 409 for another
// body), so these checks are located at the spec's 409 response, `at`.

const sameBody = (a: HttpResponse, b: HttpResponse) =>
  JSON.stringify(jsonOf(a.text)) === JSON.stringify(jsonOf(b.text));

/** The transaction an answer names: a second 2xx naming another one is a second posting, not another answer. */
const transactionOf = (answer: HttpResponse) =>
  answer.status >= 200 && answer.status < 300
    ? (jsonOf(answer.text) as { data?: { transactionId?: unknown } } | undefined)?.data?.transactionId
    : undefined;

const postedAgain = (answers: readonly HttpResponse[]) =>
  new Set(answers.map(transactionOf).filter((id) => id !== undefined)).size > 1;

/** A replay of the same reference and body gets the original answer. */
export function originalAnswer(replay: HttpResponse, original: HttpResponse, at: string): CheckResult {
  return replay.status === 200 && sameBody(replay, original)
    ? { name: 'idempotency', outcome: 'passed', message: 'the replay answered the original answer', at: [at] }
    : {
        name: 'idempotency',
        outcome: 'failed',
        expected: 'the original answer to the same reference and body',
        actual: `HTTP ${replay.status} ${replay.text.slice(0, 200)}`,
        ...(postedAgain([original, replay])
          ? {
              message: 'a replay posted again: a new transaction under a reference already posted',
              fault: 'postedTwice',
            }
          : { message: 'a replay did not answer the original answer', at: [at] }),
      };
}

/** The same reference with another body is refused with 409. */
export function reuseRefused(conflict: HttpResponse, at: string): CheckResult {
  return conflict.status === 409
    ? {
        name: 'idempotency',
        outcome: 'passed',
        message: 'the same reference with another body was refused with 409',
        at: [at],
      }
    : {
        name: 'idempotency',
        outcome: 'failed',
        expected: 'HTTP 409 for the same reference with another body',
        actual: `HTTP ${conflict.status}`,
        // Which refusal is our choice; taking it is a second posting under a reference the document calls unique.
        ...(conflict.status >= 200 && conflict.status < 300
          ? { message: 'a reused reference with another body was posted again', fault: 'postedTwice' }
          : { message: 'a reused reference with another body was not refused with 409', at: [at] }),
      };
}

/** Copies of one posting sent at once post it once: the wallet moved by one amount (minor units), on both balances. */
export function postedOnce(what: string, moved: { available: number; ledger: number }, amount: number): CheckResult {
  return moved.available === amount && moved.ledger === amount
    ? { name: 'idempotency', outcome: 'passed', message: `${what} posted once` }
    : {
        name: 'idempotency',
        outcome: 'failed',
        expected: `one posting of ${amount / 100}`,
        actual: `available moved ${moved.available / 100}, ledger ${moved.ledger / 100}`,
        message: `${what} did not post exactly once`,
        ...(Math.abs(moved.available) > Math.abs(amount) && { fault: 'postedTwice' as const }),
      };
}

/** Copies of one posting sent at once all get the first one's answer. */
export function sameAnswers(what: string, answers: readonly HttpResponse[], at: string): CheckResult {
  const first = answers.find((a) => a.status === 200) ?? answers[0]!;
  return answers.every((a) => a.status === 200 && sameBody(a, first))
    ? { name: 'idempotency', outcome: 'passed', message: `${what}: every answer the first one's`, at: [at] }
    : {
        name: 'idempotency',
        outcome: 'failed',
        expected: 'HTTP 200 and the same body for every copy',
        actual: answers.map((a) => `HTTP ${a.status}`).join(', '),
        ...(postedAgain(answers)
          ? {
              message: `${what} posted more than once: copies answered with different transactions`,
              fault: 'postedTwice',
            }
          : { message: `${what} got different answers`, at: [at] }),
      };
}
