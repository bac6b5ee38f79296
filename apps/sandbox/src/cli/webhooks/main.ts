// `waas-sandbox listen | trigger | events | resend`: parsed, then run (for listen and events --tail, until a stop
// signal).
import { stopRequested } from '../stop-signals.js';
import type { WebhookCommandName } from './options.js';
import { parseWebhookCommand } from './parse.js';

export async function main(
  name: WebhookCommandName,
  argv: readonly string[],
  fail: (error: unknown) => void,
): Promise<void> {
  try {
    const command = parseWebhookCommand(name, argv, process.env);
    const io = { line: (text: string) => process.stdout.write(`${text}\n`), signal: stopRequested() };
    if (command.kind === 'help') process.stdout.write((await import('./usage.js')).webhookUsage(command.command));
    else if (command.kind === 'listen') await (await import('./listen.js')).listen(command, io);
    else if (command.kind === 'trigger') await (await import('./trigger.js')).trigger(command, io);
    else if (command.kind === 'events') await (await import('./events.js')).events(command, io);
    else await (await import('./resend.js')).resend(command, io);
  } catch (error) {
    fail(error);
  }
  // Keep-alive sockets of fetch's pool would hold the process open for seconds.
  process.exit();
}
