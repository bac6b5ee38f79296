import { controlCall } from './control-call.js';
import type { SandboxAccess } from './parse.js';

/** `waas-sandbox resend <eventId>`: the event goes out again (control API, redeliverWebhook). */
export async function resend(request: SandboxAccess & { eventId: string }, io: { line(text: string): void }) {
  const answer = await controlCall<{ eventId: string; status: string }>(
    request,
    `webhook/events/${request.eventId}/redeliver`,
    { method: 'POST' },
  );
  io.line(
    `${answer.eventId} ${answer.status}: sent again to the organization's endpoint, with a fresh round of retries`,
  );
}
