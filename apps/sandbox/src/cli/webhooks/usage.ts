import { columns, optionRows, wrap } from '@waas/command-line';
import { EVENT_TYPES } from './event-types.js';
import { WEBHOOK_OPTIONS, type WebhookCommandName } from './options.js';

const SYNOPSIS: Record<WebhookCommandName, { line: string; text: string }> = {
  listen: {
    line: 'waas-sandbox listen --forward-to <url> [options]',
    text:
      "Forwards an organization's webhook events from a running sandbox, local or shared, to a URL on this " +
      'machine as they are written: the same bytes the sandbox delivers, signed in X-Auth-Signature, one line per ' +
      'event and per answer. A lost connection is made again from the last event forwarded, so nothing is lost or ' +
      "sent twice; each POST shows in the sandbox's delivery log.",
  },
  trigger: {
    line: 'waas-sandbox trigger <type> [options]',
    text:
      'Causes one webhook event of the type in the organization, as code would (an inflow, a posting, a checkout ' +
      'payment that succeeds or fails, a scheduled credit a due batch cannot post, a wallet changed or deleted), ' +
      `in a new wallet, and prints its id. Types: ${EVENT_TYPES.join(', ')}.`,
  },
  events: {
    line: 'waas-sandbox events [--tail] [options]',
    text:
      "The organization's webhook events, newest last, each with its delivery status and attempts, as the delivery " +
      'log keeps them; with --tail, then each new event as it is written.',
  },
  resend: {
    line: 'waas-sandbox resend <eventId> [options]',
    text: "Sends an event again to the organization's endpoint, with the same id and a fresh round of retries.",
  },
};

/** `waas-sandbox <command> --help`. */
export function webhookUsage(command: WebhookCommandName): string {
  return [
    `Usage: ${SYNOPSIS[command].line}`,
    '',
    ...wrap(SYNOPSIS[command].text),
    '',
    'Options:',
    ...columns(optionRows(WEBHOOK_OPTIONS, { notes: ['env', 'default'], command })),
    '',
    'Exit codes:',
    ...columns([
      ['0', command === 'listen' || command === 'events' ? 'done, or stopped by SIGINT, SIGTERM or SIGHUP' : 'done'],
      [
        '1',
        'the sandbox refused (credentials, an unknown organization or event) or cannot be reached: one line on stderr',
      ],
      ['2', 'bad usage: one line on stderr'],
    ]),
    '',
  ].join('\n');
}
