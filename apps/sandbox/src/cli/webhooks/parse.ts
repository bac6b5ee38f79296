import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadBundle } from '@waas/spec/pairs';
import { CONTROL_TOKEN_VARIABLE } from '../../control/control-access.js';
import { seedExamples } from '../../seed/examples.js';
import { UsageError, variable } from '../command.js';
import { EVENT_TYPES, type EventType } from './event-types.js';
import { type Settings, settingsFor } from './trigger-settings.js';
import { WEBHOOK_OPTIONS, type WebhookCommandName, type WebhookOptionName } from './options.js';

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

type Environment = Record<string, string | undefined>;
type Values = { [name in WebhookOptionName]?: string | string[] | boolean };

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

/** What parseArgs reads for one command: the options it takes, without `default`, which would hide the variable. */
function parsedFor(command: WebhookCommandName): ParseArgsConfig['options'] {
  return Object.fromEntries(
    Object.entries(WEBHOOK_OPTIONS)
      .filter(([, option]) => (option.commands as readonly string[]).includes(command))
      .map(([name, option]) => [
        name,
        {
          type: option.type,
          ...('short' in option && { short: option.short }),
          ...('multiple' in option && { multiple: option.multiple }),
        },
      ]),
  ) as ParseArgsConfig['options'];
}

function accessFrom(values: Values, env: Environment): SandboxAccess {
  const sandbox = httpUrl(
    (values.sandbox as string | undefined) ??
      variable(env, WEBHOOK_OPTIONS.sandbox.env) ??
      WEBHOOK_OPTIONS.sandbox.default,
    '--sandbox',
  );
  const apiKey = (values['api-key'] as string | undefined) ?? variable(env, WEBHOOK_OPTIONS['api-key'].env);
  const token = variable(env, CONTROL_TOKEN_VARIABLE);
  const credentials: Record<string, string> = apiKey
    ? { 'x-api-key': apiKey }
    : token
      ? { authorization: `Bearer ${token}` }
      : {};
  const organizationId = (values.organization as string | undefined) ?? seedExamples(loadBundle()).organizationId;
  if (!UUID.test(organizationId))
    throw new UsageError(`--organization takes an organization's id (a UUID), got ${organizationId}`);
  return { sandbox, organizationId: organizationId.toLowerCase(), credentials };
}

function typesFrom(values: Values): string[] | undefined {
  const events = values.events as string | undefined;
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
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      options: parsedFor(command),
      strict: true,
      allowPositionals: command === 'resend' || command === 'trigger',
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
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
    const set = settingsFor(known, (values.set as string[] | undefined) ?? []);
    return { kind: 'trigger', type: known, set, ...accessFrom(values, env) };
  }
  if (command === 'events')
    return { kind: 'events', types: typesFrom(values), tail: values.tail === true, ...accessFrom(values, env) };
  const forwardTo = ((values['forward-to'] as string[] | undefined) ?? []).map((url) => httpUrl(url, '--forward-to'));
  if (forwardTo.length === 0) throw new UsageError('listen needs --forward-to <url>, the receiver to POST events to');
  const secret = (values.secret as string | undefined) ?? variable(env, WEBHOOK_OPTIONS.secret.env);
  return { kind: 'listen', forwardTo, types: typesFrom(values), secret, ...accessFrom(values, env) };
}
