import { isWebhookVerificationError, SIGNATURE_HEADER, verify } from '@waas/webhooks';
import type { CheckResult } from '../core/model.js';
import { eventIdOf } from '../core/webhooks/await-event.js';
import type { Delivery } from '../core/webhooks/receiver.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 0)} s`;

/**
 * What a target did after its first delivery of an event was refused (`how`: answered 500, or never answered).
 * The document says only that a delivery without a 200 "may be retried multiple times", and shows no count or
 * interval: whether and when it retried is an observation, passed with its figures. Only what breaks the event's
 * own evidence fails: a retry whose body is not the bytes first sent, or that carries another event id (a receiver
 * can then neither tell it is the same event nor deduplicate it), or whose signature does not verify over its bytes.
 */
export async function judgeRetries(
  first: Delivery,
  retries: Delivery[],
  how: string,
  settings: { secret: string; toleranceSeconds: number; waitMs: number },
): Promise<CheckResult[]> {
  if (retries.length === 0)
    return [
      {
        name: 'retry',
        outcome: 'passed',
        message:
          `not retried within ${seconds(settings.waitMs)} after the first delivery ${how} ` +
          '(the document says a delivery without 200 "may be retried"; its schedule is not shown)',
      },
    ];
  const times = [first, ...retries].map((d) => d.atMs ?? 0);
  const intervals = times.slice(1).map((t, i) => seconds(t - times[i]!));
  const checks: CheckResult[] = [
    {
      name: 'retry',
      outcome: 'passed',
      message:
        `retried ${retries.length} time${retries.length === 1 ? '' : 's'} within ${seconds(settings.waitMs)} ` +
        `after the first delivery ${how}, after ${intervals.join(', ')}`,
    },
  ];
  const changed = retries.filter((r) => r.rawBody !== first.rawBody);
  const otherId = changed.filter((r) => eventIdOf(r) !== eventIdOf(first));
  if (otherId.length > 0)
    checks.push({
      name: 'retry',
      outcome: 'failed',
      expected: `every retry with the event id of the first delivery (${String(eventIdOf(first))})`,
      actual:
        `${otherId.length} retr${otherId.length === 1 ? 'y' : 'ies'} ` +
        `with another id (${String(eventIdOf(otherId[0]!))})`,
      message:
        'a retry came as another event: a receiver that deduplicates by event id processes the same change twice',
    });
  else if (changed.length > 0)
    checks.push({
      name: 'retry',
      outcome: 'failed',
      expected: 'every retry with the bytes of the first delivery',
      actual: `${changed.length} retr${changed.length === 1 ? 'y' : 'ies'} with another body under the same id`,
      message: 'a retry changed the event: a receiver cannot tell which body is the event',
    });
  for (const [i, retry] of retries.entries()) {
    try {
      await verify(retry.rawBody, retry.headers, settings.secret, { toleranceSeconds: settings.toleranceSeconds });
    } catch (error) {
      if (!isWebhookVerificationError(error) || error.reason === 'malformed-body') continue;
      checks.push({
        name: 'signature',
        outcome: 'failed',
        expected: `a valid ${SIGNATURE_HEADER} for the bytes of retry ${i + 1}`,
        actual: error.reason,
        message:
          `retry ${i + 1}: ${error.message}` +
          (error.reason === 'stale-timestamp' ? ' (a retry must be signed afresh)' : ''),
      });
    }
  }
  return checks;
}
