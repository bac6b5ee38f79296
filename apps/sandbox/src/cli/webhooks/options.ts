// The webhook commands' command line (`waas-sandbox listen | trigger | events | resend`), written once: parsing
// (parse.ts) and each command's `--help` (usage.ts) read this table.
import type { OptionTable } from '@waas/command-line';

export const WEBHOOK_COMMANDS = ['listen', 'trigger', 'events', 'resend'] as const;
export type WebhookCommandName = (typeof WEBHOOK_COMMANDS)[number];

const ALL = WEBHOOK_COMMANDS;

/** In the order --help prints them. */
export const WEBHOOK_OPTIONS = {
  'forward-to': {
    type: 'string',
    multiple: true,
    placeholder: '<url>',
    commands: ['listen'],
    description: 'POST each event here, signed as the sandbox signs its deliveries; give it again for more URLs',
  },
  events: {
    type: 'string',
    placeholder: '<type,…>',
    commands: ['listen', 'events'],
    description: 'only these event types (transaction.posted,inflow.received); every type by default',
  },
  secret: {
    type: 'string',
    env: 'WAAS_LISTEN_SECRET',
    placeholder: '<secret>',
    commands: ['listen'],
    description: 'sign X-Auth-Signature with this; a new one, printed on the first line, by default',
  },
  set: {
    type: 'string',
    multiple: true,
    placeholder: '<path=value>',
    commands: ['trigger'],
    description:
      "a value of the event's payload, such as data.amount=12.50 (repeatable); a wrong path lists the type's",
  },
  tail: {
    type: 'boolean',
    commands: ['events'],
    description: 'after the log, print each event as it is written until stopped',
  },
  sandbox: {
    type: 'string',
    env: 'WAAS_SANDBOX_URL',
    default: 'http://127.0.0.1:4000',
    placeholder: '<url>',
    commands: ALL,
    description: 'the running sandbox, local or shared',
  },
  organization: {
    type: 'string',
    placeholder: '<id>',
    commands: ALL,
    description: "whose events; the examples' organization (the demo keys') by default",
  },
  'api-key': {
    type: 'string',
    env: 'WAAS_SANDBOX_API_KEY',
    placeholder: '<key>',
    commands: ALL,
    description:
      "on a shared sandbox: an admin key of the organization (or set WAAS_SANDBOX_CONTROL_TOKEN, the sandbox's token)",
  },
  help: { type: 'boolean', short: 'h', commands: ALL, description: 'print this help and exit' },
} as const satisfies OptionTable<WebhookCommandName>;
