import type { DeliveryLogEntry } from '../../domain/webhooks/endpoints.js';
import { controlCall, organizationUrl, refusal } from './control-call.js';
import type { SandboxAccess } from './parse.js';
import { serverSentEvents } from './sse.js';

/** One line of the log: when, which event, its status and each attempt's answer. */
export function eventLine(entry: DeliveryLogEntry): string {
  const attempts = entry.attempts.map((a) => a.statusCode ?? 'no answer').join(',');
  return `${entry.createdAt} ${entry.eventId} ${entry.type} ${entry.status}${attempts ? ` (${attempts})` : ''}`;
}

/**
 * `waas-sandbox events`: the delivery log, oldest first so the newest is where a terminal's eye is; with `tail`, each
 * event written from then on, read from the stream (control API, streamWebhookEvents).
 */
export async function events(
  request: SandboxAccess & { types: string[] | undefined; tail: boolean },
  io: { line(text: string): void; signal: AbortSignal },
): Promise<void> {
  const { events: log } = await controlCall<{ events: DeliveryLogEntry[] }>(request, 'webhook/events');
  const kept = log.filter((entry) => !request.types || request.types.includes(entry.type)).reverse();
  for (const entry of kept) io.line(eventLine(entry));
  if (!request.tail) return;
  const stream = organizationUrl(request, 'webhook/stream');
  if (request.types) stream.searchParams.set('types', request.types.join(','));
  // The log's newest event is the cursor: one written between the two calls is not missed.
  const newest = log[0]?.eventId;
  try {
    const response = await fetch(stream, {
      headers: { ...request.credentials, ...(newest && { 'last-event-id': newest }) },
      signal: io.signal,
    });
    if (!response.ok || !response.body) throw await refusal(response, request);
    for await (const message of serverSentEvents(response.body)) {
      const event = JSON.parse(message.data) as { createdAt?: string };
      io.line(`${event.createdAt ?? ''} ${message.id} ${message.event} written`);
    }
  } catch (error) {
    if (!io.signal.aborted) throw error;
  }
}
