import { type Environment, parseCommandLine, UsageError, type Values, variable } from '@waas/command-line';
import { loadBundle } from '@waas/spec/pairs';
import { CONTROL_TOKEN_VARIABLE } from '../../control/control-access.js';
import { seedExamples } from '../../seed/examples.js';
import { EVENT_TYPES, type EventType } from './event-types.js';
import { type Settings, settingsFor } from './trigger-settings.js';
import { WEBHOOK_OPTIONS, type WebhookCommandName } from './options.js';

/** Which sandbox, which organization, and what the control API is asked with. */
export interface SandboxAccess {
  sandbox: string;
  organizationId: string;
  /** The sandbox's token, an admin key of the organization, or nothing (a sandbox on a laptop asks for nothing). */
  credentials: Record<string, string>;
}

export interface ListenSettings extends SandboxAccess {
  forwardTo: string[];
  types: string[] | undefined;
  secret: string | undefined;
}

export type WebhookCommand =
  | { kind: 'help'; command: WebhookCommandName }
  | ({ kind: 'listen' } & ListenSettings)
  | ({ kind: 'events'; types: string[] | undefined; tail: boolean } & SandboxAccess)
  | ({ kind: 'resend'; eventId: string } & SandboxAccess)
  | ({ kind: 'trigger'; type: EventType; set: Settings } & SandboxAccess);

type WebhookValues = Values<typeof WEBHOOK_OPTIONS>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function httpUrl(text: string, source: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${source} must be an http:// or https:// URL, got ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${source} must be an http:// or https:// URL, got a ${url.protocol} URL`);
  return url.href;
}

function accessFrom(values: WebhookValues, env: Environment): SandboxAccess {
  const sandbox = httpUrl(values.sandbox, '--sandbox');
  const apiKey = values['api-key'];
  const token = variable(env, CONTROL_TOKEN_VARIABLE);
  const credentials: Record<string, string> = apiKey
    ? { 'x-api-key': apiKey }
    : token
      ? { authorization: `Bearer ${token}` }
      : {};
  const organizationId = values.organization ?? seedExamples(loadBundle()).organizationId;
  if (!UUID.test(organizationId))
    throw new UsageError(`--organization takes an organization's id (a UUID), got ${organizationId}`);
  return { sandbox, organizationId: organizationId.toLowerCase(), credentials };
}

function typesFrom(values: WebhookValues): string[] | undefined {
  const events = values.events;
  const types = events?.split(',').map((type) => type.trim());
  if (types?.some((type) => !/^[a-z_]+\.[a-z_]+$/.test(type)))
    throw new UsageError(`--events takes event types such as transaction.posted, comma-separated; got ${events}`);
  return types;
}

/** `waas-sandbox <listen|trigger|events|resend> …`: argv after the command's name, and the environment. */
export function parseWebhookCommand(
  command: WebhookCommandName,
  argv: readonly string[],
  env: Environment,
): WebhookCommand {
  const { values, positionals } = parseCommandLine(WEBHOOK_OPTIONS, argv, {
    env,
    command,
    positionals: command === 'resend' || command === 'trigger',
  });
  if (values.help) return { kind: 'help', command };
  if (command === 'resend') {
    const [eventId, ...rest] = positionals;
    if (eventId === undefined || rest.length > 0 || !UUID.test(eventId))
      throw new UsageError(
        `resend takes one event id (a UUID), as events lists them; got ${positionals.join(' ') || 'none'}`,
      );
    return { kind: 'resend', eventId: eventId.toLowerCase(), ...accessFrom(values, env) };
  }
  if (command === 'trigger') {
    const [type, ...rest] = positionals;
    const known = EVENT_TYPES.find((name) => name === type);
    if (known === undefined || rest.length > 0)
      throw new UsageError(
        `trigger takes one event type: ${EVENT_TYPES.join(', ')}; got ${positionals.join(' ') || 'none'}`,
      );
    const set = settingsFor(known, values.set);
    return { kind: 'trigger', type: known, set, ...accessFrom(values, env) };
  }
  if (command === 'events')
    return { kind: 'events', types: typesFrom(values), tail: values.tail, ...accessFrom(values, env) };
  const forwardTo = values['forward-to'].map((url) => httpUrl(url, '--forward-to'));
  if (forwardTo.length === 0) throw new UsageError('listen needs --forward-to <url>, the receiver to POST events to');
  return { kind: 'listen', forwardTo, types: typesFrom(values), secret: values.secret, ...accessFrom(values, env) };
}
