import { pairByName } from '@waas/spec/pairs';
import type { RunContext } from '../../core/context.js';
import { keyFor } from '../../core/keys.js';
import { pairRequest } from '../../core/request.js';
import { send, NetworkError, type SendOptions } from '../../core/http.js';
import type { CaseResult } from '../../core/model.js';
import { awaitEvent, eventIdOf, eventTypeOf, isAwaited } from '../../core/webhooks/await-event.js';
import { accountOf, INFLOW_WEBHOOK } from '../../core/webhooks/await-inflow.js';
import { judgeDelivery } from '../../checks/delivery.js';
import { startReceiver, type Answer, type Delivery } from '../../core/webhooks/receiver.js';
import { judgeRetries } from '../../checks/retry.js';
import { jsonOf } from '../../core/json.js';
import { registration } from '../../core/webhooks/registration.js';
import { notDelivered, registrationRefused } from '../../checks/delivery.js';
import { stepRefused } from '../../checks/status.js';

const TRIGGER = { operationId: 'simulateInflow', name: 'funded' } as const;

/** A round of the failure probe (`webhooks.probe: failures`): how the first delivery of the event is refused. */
export interface FailureRound {
  name: string;
  /** What the receiver does with the first delivery of the event: a status, or `hang`. */
  first: number | 'hang';
}

export const FAILURE_ROUNDS: readonly FailureRound[] = [
  { name: 'answered 500', first: 500 },
  { name: 'never answered', first: 'hang' },
];

/**
 * Starts a receiver, tells the target its URL (when the profile says how), funds an account through simulate inflow
 * and waits for the notification; then checks its X-Auth-Signature with @waas/webhooks and its body against the spec.
 * In a failure round the receiver refuses that first delivery, waits out `waitMs` for what the target does next, and
 * judges the retries (checks/retry.ts).
 */
export async function webhookCase(
  context: RunContext,
  options: SendOptions,
  round?: FailureRound,
  /** Event ids the run has received: a target may still be retrying them into this case's receiver. */
  seen: Set<unknown> = new Set(),
): Promise<CaseResult> {
  const settings = context.profile.webhooks;
  const trigger = pairByName(context.pairs, TRIGGER.operationId, TRIGGER.name);
  const key = keyFor(context, undefined);
  const request = pairRequest(trigger, context.profile, context.bindings, {
    ...('apiKey' in key && key.apiKey !== undefined && { apiKey: key.apiKey }),
    ...(context.kind === 'mock' && { prefer: `code=${trigger.status}, example=${trigger.name}` }),
  });
  const result: CaseResult = {
    id: `webhook ${INFLOW_WEBHOOK} after ${TRIGGER.operationId}${round ? `, its first delivery ${round.name}` : ''}`,
    kind: 'webhook',
    operationId: INFLOW_WEBHOOK,
    at: `#/webhooks/${INFLOW_WEBHOOK}/post`,
    expectedStatus: 200,
    outcome: 'notApplicable',
    checks: [],
    request,
    durationMs: 0,
  };
  const why =
    context.kind === 'mock'
      ? 'a mock sends no webhooks'
      : !settings
        ? 'the profile has no webhooks section (secret, receiver)'
        : 'notApplicable' in key
          ? key.notApplicable
          : !context.profile.capabilities.stagingOnly
            ? 'simulate inflow is staging-only (capabilities.stagingOnly)'
            : undefined;
  if (why !== undefined) return { ...result, reason: why };
  if (!settings) return result;
  const started = performance.now();
  const type = eventTypeOf(context, INFLOW_WEBHOOK);
  const account = accountOf(trigger.request.body, context.bindings);
  const match = account === undefined ? {} : { 'data.accountNumber': account };
  const receiver = await startReceiver(
    settings.receiver.host,
    settings.receiver.port,
    settings.receiver.path,
    round ? refusingFirst(type, match, seen, round.first) : undefined,
  );
  try {
    const receiverUrl = settings.receiver.publicUrl ?? receiver.url;
    if (settings.register) {
      const registered = await send(
        registration(settings.register, receiverUrl, context.profile.baseUrls.wallet),
        options,
      );
      if (registered.status >= 300) {
        return {
          ...result,
          outcome: 'failed',
          checks: [registrationRefused(registered.status)],
          durationMs: performance.now() - started,
        };
      }
    }
    const answer = await send(request, options);
    if (answer.status !== trigger.status) {
      const check = stepRefused(
        String(trigger.status),
        String(answer.status),
        'simulate inflow did not fund the account',
      );
      return {
        ...result,
        outcome: 'failed',
        checks: [check],
        response: { status: answer.status, contentType: answer.headers['content-type'] ?? '', body: answer.text },
        durationMs: performance.now() - started,
      };
    }
    const { delivery, others } = await awaitEvent(receiver, type, match, settings.waitMs, seen);
    if (!delivery) {
      const check = notDelivered(
        `an inflow webhook for the funded account, POSTed to ${receiverUrl}`,
        others,
        settings.waitMs,
        'no inflow webhook arrived',
      );
      return { ...result, outcome: 'failed', checks: [check], durationMs: performance.now() - started };
    }
    const checks = await judgeDelivery(context, delivery, settings.secret, settings.toleranceSeconds);
    const retries: Delivery[] = [];
    if (round) {
      const deadline = (delivery.atMs ?? performance.now()) + settings.waitMs;
      for (;;) {
        const left = Math.max(0, deadline - performance.now());
        const { delivery: retry } = await awaitEvent(receiver, type, match, left, seen);
        if (!retry) break;
        retries.push(retry);
      }
      checks.push(...(await judgeRetries(delivery, retries, round.name, settings)));
    }
    for (const received of [delivery, ...retries]) seen.add(eventIdOf(received));
    return {
      ...result,
      outcome: checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed',
      checks,
      response: { status: 200, contentType: String(delivery.headers['content-type'] ?? ''), body: delivery.rawBody },
      durationMs: performance.now() - started,
    };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return { ...result, outcome: 'error', reason: error.message, durationMs: performance.now() - started };
  } finally {
    await receiver.close();
  }
}

/** Refuses the first delivery of the event the case waits for (as `first` says), answering every other one 200. */
function refusingFirst(
  type: string | undefined,
  match: Record<string, unknown>,
  seen: ReadonlySet<unknown>,
  first: number | 'hang',
): Answer {
  let refused = false;
  return (delivery) => {
    const event = jsonOf(delivery.rawBody);
    const ours = event !== undefined && isAwaited(event, type, match, seen);
    if (!ours || refused) return 200;
    refused = true;
    return first;
  };
}
