import { isWebhookVerificationError, SIGNATURE_HEADER, verify } from '@waas/webhooks';
import type { RunContext } from '../core/context.js';
import type { CheckResult } from '../core/model.js';
import type { Delivery } from '../core/webhooks/receiver.js';

/**
 * The signature (with @waas/webhooks and the profile's secret) and the body (against the spec's event schema) of a
 * delivery.
 */
export async function judgeDelivery(
  context: RunContext,
  delivery: Delivery,
  secret: string,
  toleranceSeconds: number,
): Promise<CheckResult[]> {
  const checks: CheckResult[] = [];
  try {
    await verify(delivery.rawBody, delivery.headers, secret, { toleranceSeconds });
    checks.push({ name: 'signature', outcome: 'passed' });
  } catch (error) {
    if (!isWebhookVerificationError(error)) throw error;
    // A malformed body means the signature itself was good; the body check below says what is wrong.
    const reserialized =
      error.reason === 'bad-signature' ? await signedOver(delivery, secret, toleranceSeconds) : undefined;
    checks.push(
      error.reason === 'malformed-body'
        ? { name: 'signature', outcome: 'passed' }
        : reserialized
          ? {
              name: 'signature',
              outcome: 'failed',
              expected: `a valid ${SIGNATURE_HEADER} for the bytes sent`,
              actual: `valid for the body ${reserialized}, not for the bytes sent`,
              message:
                `the signature verifies under a re-serialization of the body (${reserialized}) ` +
                'but not under the bytes sent: every receiver that verifies the raw body rejects every delivery',
              fault: 'reserializedSignature',
            }
          : {
              name: 'signature',
              outcome: 'failed',
              expected: `a valid ${SIGNATURE_HEADER} for the raw body`,
              actual: error.reason,
              message: error.message,
            },
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(delivery.rawBody);
  } catch {
    checks.push({ name: 'webhookBody', outcome: 'failed', expected: 'a JSON event', actual: 'not JSON' });
    return checks;
  }
  const schema = webhookSchema(context, body);
  const problems = schema
    ? [
        ...context.book.validate(schema, body),
        ...context.book.unknownProperties(schema, body).map((p) => `${p} is not declared`),
      ]
    : ['no webhook of the spec has this event type'];
  checks.push(
    problems.length === 0
      ? { name: 'webhookBody', outcome: 'passed' }
      : {
          name: 'webhookBody',
          outcome: 'failed',
          expected: 'the event schema of the spec',
          actual: problems.join('\n'),
          message: `${problems.length} problem${problems.length === 1 ? '' : 's'}`,
        },
  );
  return checks;
}

/** Other ways a sender may have serialized the event before signing: the one that verifies, if any. */
const SERIALIZATIONS: [string, (value: unknown) => string][] = [
  ['re-serialized with sorted keys', (value) => JSON.stringify(sortedKeys(value))],
  ['re-serialized compactly', (value) => JSON.stringify(value)],
  ['re-serialized with indentation', (value) => JSON.stringify(value, null, 2)],
];

async function signedOver(delivery: Delivery, secret: string, toleranceSeconds: number): Promise<string | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(delivery.rawBody);
  } catch {
    return undefined;
  }
  for (const [name, serialize] of SERIALIZATIONS) {
    const text = serialize(value);
    if (text === delivery.rawBody) continue;
    try {
      await verify(text, delivery.headers, secret, { toleranceSeconds });
      return name;
    } catch (error) {
      if (!isWebhookVerificationError(error)) throw error;
    }
  }
  return undefined;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** The request body schema of the spec's webhook whose example has the event's type. */
function webhookSchema(context: RunContext, body: unknown): object | undefined {
  const type = (body as { type?: unknown } | null)?.type;
  for (const item of Object.values(context.document.webhooks ?? {})) {
    const media = ((
      item.post as {
        requestBody?: {
          content?: Record<string, { schema?: object; examples?: Record<string, { value?: { type?: unknown } }> }>;
        };
      }
    )?.requestBody?.content ?? {})['application/json'];
    if (media && Object.values(media.examples ?? {}).some((e) => e.value?.type === type)) return media.schema;
  }
  return undefined;
}

/** The webhook arrived: its signature and body are judged next (judgeDelivery). */
export const delivered: CheckResult = { name: 'delivery', outcome: 'passed' };

/** No webhook that `expected` describes arrived within `waitMs`, while `others` other webhooks did. */
export function notDelivered(expected: string, others: number, waitMs: number, message: string): CheckResult {
  return {
    name: 'delivery',
    outcome: 'failed',
    expected,
    actual: `${others === 0 ? 'nothing' : `${others} other webhook${others === 1 ? '' : 's'}`} within ${waitMs} ms`,
    message,
    // Late or never: a finding with the wait it missed, not a choice of ours the target made otherwise.
    fault: 'lateWebhook',
  };
}

/** The target did not take the receiver's address: nothing it sends can arrive. */
export function registrationRefused(status?: number): CheckResult {
  return {
    name: 'delivery',
    outcome: 'failed',
    expected: "a 2xx answer to the profile's webhooks.register request",
    ...(status !== undefined && { actual: `HTTP ${status}` }),
    message: 'the target did not take the receiver URL',
  };
}

/** A workflow step names a webhook the spec does not have. */
export function unknownWebhook(stepId: string, webhook: string): CheckResult {
  return {
    name: 'delivery',
    outcome: 'failed',
    expected: `a webhook named ${webhook} in the spec`,
    message: `step ${stepId}: x-webhook names no webhook of the spec`,
  };
}
