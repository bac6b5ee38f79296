import { isWebhookVerificationError, SIGNATURE_HEADER, verify } from '@waas/webhooks';
import { pairByName } from '@waas/spec/pairs';
import type { RunContext } from '../cases/context.js';
import { keyFor } from '../cases/keys.js';
import { pairRequest } from '../cases/request.js';
import { send, NetworkError, type SendOptions } from '../http.js';
import type { CaseResult, CheckResult, HttpRequest } from '../model.js';
import { redactHeaders, type Redact } from '../redact.js';
import { startReceiver, type Delivery } from './receiver.js';

const TRIGGER = { operationId: 'simulateInflow', name: 'funded' } as const;
const WEBHOOK = 'inflow';

/**
 * Starts a receiver, tells the target its URL (when the profile says how), funds an account through simulate inflow
 * and waits for the notification; then checks its X-Auth-Signature with @waas/webhooks and its body against the spec.
 */
export async function webhookCase(context: RunContext, options: SendOptions, redact: Redact): Promise<CaseResult> {
  const settings = context.profile.webhooks;
  const trigger = pairByName(context.pairs, TRIGGER.operationId, TRIGGER.name);
  const key = keyFor(context, undefined);
  const request = pairRequest(trigger, context.profile, {
    ...('apiKey' in key && key.apiKey !== undefined && { apiKey: key.apiKey }),
    ...(context.kind === 'mock' && { prefer: `code=${trigger.status}, example=${trigger.name}` }),
  });
  const result: CaseResult = {
    id: `webhook ${WEBHOOK} after ${TRIGGER.operationId}`,
    kind: 'webhook',
    operationId: WEBHOOK,
    at: `#/webhooks/${WEBHOOK}/post`,
    expectedStatus: 200,
    outcome: 'notApplicable',
    checks: [],
    request: { ...request, headers: redactHeaders(request.headers, redact) },
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
  const receiver = await startReceiver(settings.receiver.host, settings.receiver.port, settings.receiver.path);
  try {
    const receiverUrl = settings.receiver.publicUrl ?? receiver.url;
    if (settings.register) await send(registration(settings.register, receiverUrl), options);
    const answer = await send(request, options);
    if (answer.status !== trigger.status) {
      const check: CheckResult = { name: 'status', outcome: 'failed', expected: String(trigger.status), actual: String(answer.status), message: 'simulate inflow did not fund the account' };
      return { ...result, outcome: 'failed', checks: [check], response: { status: answer.status, contentType: answer.headers['content-type'] ?? '', body: redact(answer.text) }, durationMs: performance.now() - started };
    }
    const delivery = await receiver.next(settings.waitMs);
    if (!delivery) {
      const check: CheckResult = { name: 'delivery', outcome: 'failed', expected: `a POST to ${receiverUrl}`, actual: `nothing within ${settings.waitMs} ms`, message: 'no webhook arrived' };
      return { ...result, outcome: 'failed', checks: [check], durationMs: performance.now() - started };
    }
    const checks = await judgeDelivery(context, delivery, settings.secret, settings.toleranceSeconds);
    return {
      ...result,
      outcome: checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed',
      checks: checks.map((c) => ({ ...c, ...(c.actual !== undefined && { actual: redact(c.actual) }) })),
      response: { status: 200, contentType: String(delivery.headers['content-type'] ?? ''), body: redact(delivery.rawBody) },
      durationMs: performance.now() - started,
    };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return { ...result, outcome: 'error', reason: redact(error.message), durationMs: performance.now() - started };
  } finally {
    await receiver.close();
  }
}

function registration(register: NonNullable<RunContext['profile']['webhooks']>['register'] & object, receiverUrl: string): HttpRequest {
  const fill = (text: string) => text.replaceAll('{receiverUrl}', receiverUrl);
  const request: HttpRequest = { method: register.method.toUpperCase(), url: fill(register.url), headers: { ...register.headers } };
  if (register.body !== undefined) {
    request.headers['content-type'] ??= 'application/json';
    request.body = fill(JSON.stringify(register.body));
  }
  return request;
}

async function judgeDelivery(context: RunContext, delivery: Delivery, secret: string, toleranceSeconds: number): Promise<CheckResult[]> {
  const checks: CheckResult[] = [];
  try {
    await verify(delivery.rawBody, delivery.headers, secret, { toleranceSeconds });
    checks.push({ name: 'signature', outcome: 'passed' });
  } catch (error) {
    if (!isWebhookVerificationError(error)) throw error;
    // A malformed body means the signature itself was good; the body check below says what is wrong.
    checks.push(
      error.reason === 'malformed-body'
        ? { name: 'signature', outcome: 'passed' }
        : { name: 'signature', outcome: 'failed', expected: `a valid ${SIGNATURE_HEADER} for the raw body`, actual: error.reason, message: error.message },
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
  const problems = schema ? [...context.book.validate(schema, body), ...context.book.unknownProperties(schema, body).map((p) => `${p} is not declared`)] : ['no webhook of the spec has this event type'];
  checks.push(
    problems.length === 0
      ? { name: 'webhookBody', outcome: 'passed' }
      : { name: 'webhookBody', outcome: 'failed', expected: 'the event schema of the spec', actual: problems.join('\n'), message: `${problems.length} problem${problems.length === 1 ? '' : 's'}` },
  );
  return checks;
}

/** The request body schema of the spec's webhook whose example has the event's type. */
function webhookSchema(context: RunContext, body: unknown): object | undefined {
  const type = (body as { type?: unknown } | null)?.type;
  for (const item of Object.values(context.document.webhooks ?? {})) {
    const media = ((item.post as { requestBody?: { content?: Record<string, { schema?: object; examples?: Record<string, { value?: { type?: unknown } }> }> } })?.requestBody?.content ?? {})['application/json'];
    if (media && Object.values(media.examples ?? {}).some((e) => e.value?.type === type)) return media.schema;
  }
  return undefined;
}
