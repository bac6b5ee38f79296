import { randomBytes, randomUUID } from 'node:crypto';
import { pointer, type OpenApiDocument } from '@waas/spec/document';
import { SIGNATURE_HEADER, sign } from '@waas/webhooks';
import { receiverAnswered, type ReceiverExpectation } from '../../checks/receiver.js';
import { NetworkError, send, type SendOptions } from '../../core/http.js';
import type { CaseResult, HttpRequest } from '../../core/model.js';

/** A team's webhook receiver, and the secret the organization set for it. */
export interface Receiver {
  url: string;
  secret: string;
}

/** One webhook of the spec with an example event, fresh ids each run so a receiver's own store never meets them. */
interface Event {
  webhook: string;
  at: string;
  value: Record<string, unknown>;
}

/**
 * A delivery the cases send: the event, what a receiver must answer, the signature (by default the scheme's, over the
 * event's bytes) and the bytes sent (by default those signed; a tampering case sends others).
 */
interface Delivery {
  id: string;
  event: Event;
  expect: ReceiverExpectation;
  sent?: (event: Event) => string;
  signature?: (signedBytes: string, secret: string) => Promise<string | undefined>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const json = (event: Event) => JSON.stringify(event.value);

/**
 * What the document says a receiver does (§6: it answers 200 after processing; deliveries without 200 may be retried)
 * and what any signed-webhook receiver must refuse: each event of the spec correctly signed (200), then one event
 * unsigned, forged, signed with another secret, dated an hour ago, changed by one byte after signing, or
 * re-serialized after signing (each anything but 200), delivered twice (200 both times: the sender retries) and out
 * of order (200).
 */
function receiverDeliveries(document: OpenApiDocument): Delivery[] {
  const events = eventsOf(document);
  const [first, second] = events;
  if (!first) return [];
  const fresh = (event: Event): Event => ({ ...event, value: { ...event.value, id: randomUUID() } });
  const attack = (id: string, attempt: Omit<Delivery, 'id' | 'event' | 'expect'>, says: string): Delivery => ({
    id: `receiver: ${id}`,
    event: fresh(first),
    expect: { accepted: false, says },
    ...attempt,
  });
  const twice = fresh(first);
  const later = fresh(second ?? first);
  const earlier = fresh(first);
  later.value = { ...later.value, createdAt: new Date(Date.now()).toISOString() };
  earlier.value = { ...earlier.value, createdAt: new Date(Date.now() - 60_000).toISOString() };
  return [
    ...events.map((event) => ({
      id: `receiver: ${event.webhook} signed correctly`,
      event: fresh(event),
      expect: { accepted: true, says: `a real ${String(event.value.type)} event is refused: the receiver drops it` },
    })),
    attack(
      'unsigned',
      { signature: async () => undefined },
      'anyone who knows the URL can post events without a signature (a credit for a payment never made)',
    ),
    attack(
      'forged signature',
      { signature: async () => `t=${nowSeconds()},v1=${randomBytes(32).toString('hex')}` },
      'a made-up signature of the right shape is taken: anyone can forge events',
    ),
    attack(
      'signed with another secret',
      { signature: (body) => sign(body, randomBytes(16).toString('hex')) },
      'an event signed with a secret that is not the organization’s is taken: the secret protects nothing',
    ),
    attack(
      'a stale timestamp',
      { signature: (body, secret) => sign(body, secret, { timestamp: nowSeconds() - 3_600 }) },
      'a delivery signed an hour ago is taken: whoever captures one delivery can replay it at will',
    ),
    attack(
      'the body changed by one byte after signing',
      { sent: (event) => oneByteChanged(json(event)) },
      'a body changed after it was signed is taken: whoever is on the path can change an amount',
    ),
    attack(
      'the body re-serialized after signing',
      // As a body parser and JSON.stringify would give it back: the same event, other bytes.
      { sent: (event) => JSON.stringify(event.value, null, 2) },
      'the receiver verifies a re-serialization of the body, not the bytes sent: a body rewritten in transit verifies',
    ),
    {
      id: 'receiver: the same event delivered twice, first',
      event: twice,
      expect: { accepted: true, says: 'a real event is refused: the receiver drops it' },
    },
    {
      id: 'receiver: the same event delivered twice, again',
      event: twice,
      expect: {
        accepted: true,
        says:
          'a retried delivery is refused: the sender retries it again and again, ' +
          'and may give up on an event handled',
      },
    },
    {
      id: 'receiver: events out of order, the later first',
      event: later,
      expect: { accepted: true, says: 'a real event is refused: the receiver drops it' },
    },
    {
      id: 'receiver: events out of order, the earlier after it',
      event: earlier,
      expect: {
        accepted: true,
        says: 'an event older than one already taken is refused: deliveries are retried, so they arrive out of order',
      },
    },
  ];
}

/** Sends each delivery to the receiver, one after another, and judges each answer. */
export async function receiverCases(
  document: OpenApiDocument,
  receiver: Receiver,
  options: SendOptions,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const delivery of receiverDeliveries(document)) {
    const signedBytes = json(delivery.event);
    const signature = await (delivery.signature ?? sign)(signedBytes, receiver.secret);
    const body = delivery.sent?.(delivery.event) ?? signedBytes;
    const request: HttpRequest = {
      method: 'POST',
      url: receiver.url,
      headers: {
        'content-type': 'application/json',
        ...(signature && { [SIGNATURE_HEADER.toLowerCase()]: signature }),
      },
      body,
    };
    const started = performance.now();
    const base = {
      id: delivery.id,
      kind: 'webhook' as const,
      operationId: delivery.event.webhook,
      at: delivery.event.at,
      expectedStatus: delivery.expect.accepted ? 200 : ('4xx' as const),
      request,
    };
    try {
      const answer = await send(request, options);
      const check = receiverAnswered(delivery.expect, answer.status);
      results.push({
        ...base,
        outcome: check.outcome === 'failed' ? 'failed' : 'passed',
        checks: [check],
        response: { status: answer.status, contentType: answer.headers['content-type'] ?? '', body: answer.text },
        durationMs: performance.now() - started,
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      results.push({
        ...base,
        outcome: 'error',
        reason: error.message,
        checks: [],
        durationMs: performance.now() - started,
      });
    }
  }
  return results;
}

function eventsOf(document: OpenApiDocument): Event[] {
  return Object.entries(document.webhooks ?? {}).flatMap(([webhook, item]) => {
    const media = (
      item.post as { requestBody?: { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> } }
    )?.requestBody?.content?.['application/json'];
    const value = Object.values(media?.examples ?? {})[0]?.value as Record<string, unknown> | undefined;
    return value ? [{ webhook, at: pointer('webhooks', webhook, 'post'), value }] : [];
  });
}

/** The body with one digit (or, without one, one letter) changed: still JSON, still the same shape. */
function oneByteChanged(body: string): string {
  const at = body.search(/\d/);
  if (at >= 0)
    return `${body.slice(0, at)}${body[at] === '9' ? '8' : String(Number(body[at]) + 1)}${body.slice(at + 1)}`;
  const letter = body.search(/[a-z]/);
  return `${body.slice(0, letter)}${body[letter] === 'z' ? 'y' : 'z'}${body.slice(letter + 1)}`;
}
