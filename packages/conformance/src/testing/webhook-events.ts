// A target's webhooks as the tests play them: the document's example event, signed and posted to a receiver.
import type { OpenApiDocument } from '@waas/spec/pairs';
import { LOOPBACK } from '@waas/prism-front/ports';
import { sign } from '@waas/webhooks';

// An example event as a test changes it: any shape, as a faulty target would send.
type Event = Record<string, any>;

/** The document's example of one webhook's event, by webhook and example name. */
export function webhookExample(document: OpenApiDocument, webhook: string, example: string): Event {
  return (document.webhooks![webhook]!.post as any).requestBody.content['application/json'].examples[example].value;
}

/** Posts the event to the receiver as a target delivers it: JSON, signed with the secret in `X-Auth-Signature`. */
export async function deliverSigned(
  url: string,
  event: unknown,
  secret: string,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const body = JSON.stringify(event);
  return fetch(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Auth-Signature': await sign(body, secret) },
    body,
  });
}

/**
 * A profile's `webhooks` for a test's own target: a receiver on a free loopback port, registered with the target by
 * `PUT /control/webhook`; the test adds its causes.
 */
export const receivedWebhooks = (secret: string, waitMs: number) => ({
  secret,
  receiver: { host: LOOPBACK, port: 0, path: '/hooks' },
  register: { method: 'PUT', url: '/control/webhook', body: { url: '{receiverUrl}' } },
  waitMs,
});
