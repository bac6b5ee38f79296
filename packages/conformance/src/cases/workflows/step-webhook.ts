import type { ArazzoStep } from '@waas/spec/workflows';
import type { RunContext } from '../../core/context.js';
import { jsonOf } from '../../core/json.js';
import type { CheckResult, Exchange } from '../../core/model.js';
import type { WebhookProfile } from '../../profile/profile.js';
import { awaitEvent, eventTypeOf } from '../../core/webhooks/await-event.js';
import { delivered, judgeDelivery, notDelivered, registrationRefused, unknownWebhook } from '../../checks/delivery.js';
import { judgeSplit } from '../../checks/split.js';
import { judgeValues } from '../../checks/webhook-values.js';
import { startReceiver, type Receiver } from '../../core/webhooks/receiver.js';
import { registration } from '../../core/webhooks/registration.js';
import { resolveValue, type Scope } from './expressions.js';

type StepWebhook = NonNullable<ArazzoStep['x-webhook']>;

/**
 * The webhooks a workflow's steps make the target send (`x-webhook`), heard on one receiver that starts, and is
 * registered with the target, before the first such step is sent: an event sent before anyone listens is lost.
 */
export interface WorkflowListener {
  /** Before a step with a webhook: listening, or the check that says why not. */
  listen(): Promise<CheckResult | undefined>;
  /**
   * After it: the event arrived, signed, of the spec's schema, saying what the step did; a payment keeps the split
   * rule.
   */
  judge(stepId: string, webhook: StepWebhook, scope: Scope): Promise<CheckResult[]>;
  close(): Promise<void>;
}

export function workflowListener(context: RunContext, settings: WebhookProfile, exchange: Exchange): WorkflowListener {
  let started: Promise<{ receiver: Receiver; refused?: CheckResult }> | undefined;
  const start = async () => {
    const receiver = await startReceiver(settings.receiver.host, settings.receiver.port, settings.receiver.path);
    if (!settings.register) return { receiver };
    const answer = await exchange(
      registration(settings.register, settings.receiver.publicUrl ?? receiver.url, context.profile.baseUrls.wallet),
    );
    if (answer.status < 300) return { receiver };
    return { receiver, refused: registrationRefused(answer.status) };
  };
  return {
    async listen() {
      started ??= start();
      return (await started).refused;
    },
    async judge(stepId, webhook, scope) {
      const { receiver } = await started!;
      const type = eventTypeOf(context, webhook.webhook);
      if (type === undefined) return [unknownWebhook(stepId, webhook.webhook)];
      const match = resolveValue(webhook.match, scope) as Record<string, unknown>;
      const { delivery, others } = await awaitEvent(receiver, type, match, settings.waitMs);
      if (!delivery)
        return [
          notDelivered(
            `a ${type} webhook with ${JSON.stringify(match)}`,
            others,
            settings.waitMs,
            `step ${stepId}: no ${type} webhook arrived`,
          ),
        ];
      const event = jsonOf(delivery.rawBody);
      const checks = [
        delivered,
        ...(await judgeDelivery(context, delivery, settings.secret, settings.toleranceSeconds)),
      ];
      if (webhook.expect)
        checks.push(judgeValues(event, resolveValue(webhook.expect, scope) as Record<string, unknown>));
      checks.push(...judgeSplit(event));
      return checks.map((c) =>
        c.outcome === 'failed' ? { ...c, message: `step ${stepId} webhook: ${c.message ?? `${c.name} failed`}` } : c,
      );
    },
    async close() {
      if (started) await (await started).receiver.close();
    },
  };
}
