import { randomUUID } from 'node:crypto';
import type { RunContext } from '../../core/context.js';
import { send, NetworkError, type SendOptions } from '../../core/http.js';
import { jsonOf } from '../../core/json.js';
import type { CaseResult, CheckResult } from '../../core/model.js';
import type { WebhookCause, WebhookProfile } from '../../profile/profile.js';
import { INFLOW_WEBHOOK } from '../../core/webhooks/await-inflow.js';
import { awaitEvent, eventTypeOf } from '../../core/webhooks/await-event.js';
import { fill, runSteps, type Values } from '../../core/webhooks/cause.js';
import { judgeDelivery } from '../../checks/delivery.js';
import { judgeSplit } from '../../checks/split.js';
import { judgeValues } from '../../checks/webhook-values.js';
import { registration } from '../../core/webhooks/registration.js';
import { startReceiver, type Receiver } from '../../core/webhooks/receiver.js';
import { notDelivered, registrationRefused } from '../../checks/delivery.js';
import { stepRefused } from '../../checks/status.js';

/** Every webhook of the spec but the inflow (webhookCase's), with the event type its example shows. */
export function webhookKinds(context: RunContext): { webhook: string; type: string }[] {
  return Object.keys(context.document.webhooks ?? {}).flatMap((webhook) => {
    const type = eventTypeOf(context, webhook);
    return webhook === INFLOW_WEBHOOK || type === undefined ? [] : [{ webhook, type }];
  });
}

/**
 * One case per event type: the profile's cause for it is sent (its requests to the target), and the first delivery
 * of that type whose `match` paths hold what was done is checked for signature, schema, every expected value and, for a
 * payment, the split rule.
 * A type the target cannot be made to send (no cause in the profile, a mock, no key) is not applicable, with why.
 */
export async function webhookKindCases(context: RunContext, options: SendOptions): Promise<CaseResult[]> {
  const settings = context.profile.webhooks;
  const key = context.profile.keys.organization;
  const kinds = webhookKinds(context).map(({ webhook, type }) => {
    const result: CaseResult = {
      id: `webhook ${webhook} (${type})`,
      kind: 'webhook',
      operationId: webhook,
      at: `#/webhooks/${webhook}/post`,
      expectedStatus: 200,
      outcome: 'notApplicable',
      checks: [],
      // Until a cause runs, no request was sent; then the case shows the cause's last step.
      request: { method: 'POST', url: '', headers: {} },
      durationMs: 0,
    };
    const cause = settings?.causes[type];
    const reason =
      context.kind === 'mock'
        ? 'a mock sends no webhooks'
        : !settings
          ? 'the profile has no webhooks section (secret, receiver)'
          : !cause
            ? `the profile declares no way to cause ${type} on this target (webhooks.causes)`
            : key === undefined
              ? 'no API key: pass --api-key or set keys.organization'
              : undefined;
    return { type, cause, result: reason === undefined ? result : { ...result, reason } };
  });
  const applicable = kinds.filter((k) => k.result.reason === undefined);
  if (!settings || applicable.length === 0) return kinds.map((k) => k.result);

  const receiver = await startReceiver(settings.receiver.host, settings.receiver.port, settings.receiver.path);
  try {
    const receiverUrl = settings.receiver.publicUrl ?? receiver.url;
    const register = settings.register && registration(settings.register, receiverUrl, context.profile.baseUrls.wallet);
    const refused = register && (await send(register, options)).status >= 300;
    const results = new Map<string, CaseResult>();
    for (const { type, cause, result } of applicable) {
      const values: Values = new Map<string, unknown>([
        ['apiKey', key],
        ['runId', randomUUID().slice(0, 8)],
        ['receiverUrl', receiverUrl],
      ]);
      results.set(
        type,
        refused
          ? { ...result, request: register, outcome: 'failed', checks: [registrationRefused()] }
          : await kindCase(context, { type, cause: cause!, result, receiver, values, settings }, options),
      );
    }
    return kinds.map((k) => results.get(k.type) ?? k.result);
  } finally {
    await receiver.close();
  }
}

async function kindCase(
  context: RunContext,
  run: {
    type: string;
    cause: WebhookCause;
    result: CaseResult;
    receiver: Receiver;
    values: Values;
    settings: WebhookProfile;
  },
  options: SendOptions,
): Promise<CaseResult> {
  const { type, cause, receiver, values, settings } = run;
  const started = performance.now();
  const finish = (
    outcome: CaseResult['outcome'],
    checks: CheckResult[],
    extra: Partial<CaseResult> = {},
  ): CaseResult => ({
    ...run.result,
    outcome,
    checks,
    durationMs: performance.now() - started,
    ...extra,
  });
  try {
    const caused = await runSteps(cause.steps, values, context.profile.baseUrls.wallet, options);
    const last = { steps: caused.steps, request: caused.steps.at(-1)!.request };
    if (!caused.caused)
      return finish(
        'failed',
        [stepRefused('every step of the cause answered', caused.failure, `could not cause ${type}`)],
        last,
      );
    const expected = fill(cause.expect, values) as Record<string, unknown>;
    const match = Object.fromEntries(cause.match.map((path) => [path, expected[path]]));
    const { delivery, others } = await awaitEvent(receiver, type, match, settings.waitMs);
    if (!delivery)
      return finish(
        'failed',
        [
          notDelivered(
            `a ${type} webhook with ${JSON.stringify(match)}`,
            others,
            settings.waitMs,
            `no ${type} webhook arrived`,
          ),
        ],
        last,
      );
    const event = jsonOf(delivery.rawBody);
    const checks = [
      ...(await judgeDelivery(context, delivery, settings.secret, settings.toleranceSeconds)),
      judgeValues(event, expected),
      ...judgeSplit(event),
    ];
    const response = {
      status: 200,
      contentType: String(delivery.headers['content-type'] ?? ''),
      body: delivery.rawBody,
    };
    return finish(checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed', checks, { ...last, response });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return { ...finish('error', []), reason: error.message };
  }
}
