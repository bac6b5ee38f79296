import { setTimeout as sleep } from 'node:timers/promises';
import { attemptDelivery, type AttemptResult } from '../../domain/webhooks/attempt.js';
import { controlCall, organizationUrl, reasonOf, refusal, SandboxRefusal } from './control-call.js';
import { DeliveryLogQueue } from './delivery-log.js';
import type { ListenSettings } from './parse.js';
import { serverSentEvents } from './sse.js';

export interface ListenIo {
  /** One line of what happens, without its line end. */
  line(text: string): void;
  /** Stops listening, after the event being forwarded. */
  signal: AbortSignal;
  /** A new signing secret, when none is given. */
  newSecret?: () => string;
}

/** How long one POST to a forward URL may take, as the dispatcher's default. */
const FORWARD_TIMEOUT_MS = 10_000;
const RECONNECT_MS = [250, 500, 1000, 2000];
/**
 * Attempts a listener may have forwarded and not yet put in the delivery log. Recording is a write in the sandbox:
 * under a burst the log catches up after the receiver has the events.
 */
const MAX_BEHIND = 5_000;
/** Events whose attempts are being reported at once: the sandbox commits those that arrive together as one. */
const REPORTING = 8;

const randomSecret = () =>
  `whsec_${Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * `waas-sandbox listen`: follows the organization's event stream (control API, streamWebhookEvents) and POSTs each
 * event to every forward URL as the dispatcher would (the same bytes, a fresh X-Auth-Signature), then records each
 * POST in the sandbox's delivery log. Invariant: each event is forwarded once, in the order the stream sends them: a
 * lost connection is made again with the last event forwarded as its Last-Event-ID, so a sandbox that restarts on its
 * data loses and repeats nothing.
 */
export async function listen(settings: ListenSettings, io: ListenIo): Promise<void> {
  const secret = settings.secret ?? (io.newSecret ?? randomSecret)();
  const stream = organizationUrl(settings, 'webhook/stream');
  if (settings.types) stream.searchParams.set('types', settings.types.join(','));
  const only = settings.types ? ` (${settings.types.join(', ')} only)` : '';
  const signedWith = settings.secret ? 'the secret given' : secret;
  io.line(
    `Ready: events of organization ${settings.organizationId} from ${settings.sandbox} go to ` +
      `${settings.forwardTo.join(', ')}${only}; X-Auth-Signature signed with ${signedWith}. Ctrl-C stops.`,
  );
  let last: string | undefined;
  let failures = 0;
  const log = new DeliveryLogQueue(REPORTING);
  while (!io.signal.aborted) {
    try {
      const response = await fetch(stream, {
        headers: { ...settings.credentials, accept: 'text/event-stream', ...(last && { 'last-event-id': last }) },
        signal: io.signal,
      });
      if (response.status === 404 && last !== undefined) {
        await response.body?.cancel();
        io.line(`the sandbox no longer has event ${last} (it was reset): following from its next event`);
        last = undefined;
        continue;
      }
      // A refusal ends the listener; a sandbox that fails (5xx) is asked again.
      if (!response.ok || !response.body) {
        const refused = await refusal(response, settings);
        throw response.status < 500 ? refused : new Error(refused.message);
      }
      if (failures > 0) io.line(`connected again to ${settings.sandbox}${last ? `, after event ${last}` : ''}`);
      failures = 0;
      for await (const message of serverSentEvents(response.body)) {
        if (message.id === undefined) continue;
        io.line(`--> ${message.event} ${message.id}`);
        const eventId = message.id;
        const results = await Promise.all(settings.forwardTo.map((url) => forward(io, message.data, url, secret)));
        last = eventId;
        // The log is told behind the forwarding, so the next event need not wait for it; a log that falls far behind
        // holds the stream back rather than memory.
        log.add(results.length, async () => {
          for (const [i, result] of results.entries())
            await record(settings, io, eventId, settings.forwardTo[i]!, result);
        });
        if (log.behind > MAX_BEHIND) await log.drained();
      }
      if (!io.signal.aborted) throw new Error('the sandbox ended the stream');
    } catch (error) {
      if (io.signal.aborted) break;
      if (error instanceof SandboxRefusal) throw error;
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
      if (failures === 0) io.line(`lost the sandbox (${reasonOf(error)}): connecting again…`);
      failures += 1;
      await sleep(wait, undefined, { signal: io.signal }).catch(() => undefined);
    }
  }
  // Stopped: what was forwarded still reaches the delivery log.
  await log.drained();
}

async function forward(io: ListenIo, body: string, url: string, secret: string): Promise<AttemptResult> {
  const result = await attemptDelivery({ url, secret }, body, { timeoutMs: FORWARD_TIMEOUT_MS, signal: io.signal });
  const why = result.error && result.statusCode === null ? ` (${result.error})` : '';
  io.line(`<-- ${result.statusCode ?? 'no answer'} POST ${url} ${Math.round(result.durationMs)} ms${why}`);
  return result;
}

/** Puts one POST in the sandbox's delivery log (control API, recordForwardedAttempt). */
async function record(settings: ListenSettings, io: ListenIo, eventId: string, url: string, result: AttemptResult) {
  const attempt = {
    url,
    statusCode: result.statusCode,
    durationMs: Math.round(result.durationMs),
    error: result.error,
  };
  try {
    await controlCall(settings, `webhook/events/${eventId}/forwarded`, {
      method: 'POST',
      body: JSON.stringify(attempt),
    });
  } catch (error) {
    io.line(`    (the delivery log did not take the attempt: ${(error as Error).message})`);
  }
}
