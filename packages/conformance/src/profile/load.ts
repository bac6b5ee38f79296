import { readFileSync } from 'node:fs';
import { substituteEnv } from './env.js';
import { parsedProfile } from './parsed.js';
import type { Limits, MatchMode, Profile, TargetKind } from './profile.js';
import type { ProfileFile } from './schema.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { validate as generated } from './validate-profile.gen.js';

/** Rate limits waited for five times, none longer than ten seconds; no cap on concurrency or rate. */
const DEFAULT_LIMITS: Limits = { retries: 5, maxWaitMs: 10_000 };

/** A mistake in the profile or the command line: exit code 2, one line per problem, never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What the command line may set over the profile file. */
export interface ProfileOverrides {
  target?: string;
  apiKey?: string;
  kind?: TargetKind;
  match?: MatchMode;
}

const UNKNOWN_KEY = 'conformance-key-nobody-issued';
/** An answer slower than this keeps a checkout page or a payout form waiting long enough for a user to notice. */
const DEFAULT_BUDGET_MS = 2_000;
/** A target elsewhere, its clock set by NTP: seconds of margin for the way there and the clocks' difference. */
const DEFAULT_SCHEDULE_AHEAD_MS = 3_000;
/** Ajv's validator of the profile schema, compiled to code when the package is built (scripts/generate.ts). */
const validate = generated as unknown as ValidateFunction<ProfileFile>;

export function readProfileFile(path: string, env: Record<string, string | undefined> = process.env): ProfileFile {
  let parsed: unknown;
  try {
    parsed = parsedProfile(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`profile ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
  return checkProfile(parsed ?? {}, path, env);
}

export function checkProfile(
  parsed: unknown,
  source: string,
  env: Record<string, string | undefined> = process.env,
): ProfileFile {
  let substituted: unknown;
  try {
    substituted = substituteEnv(parsed, env);
  } catch (error) {
    throw new ConfigError(`profile ${source}: ${(error as Error).message}`);
  }
  // Validated after substitution, coercing types, so `writes: ${STAGING_WRITES:-false}` becomes a boolean.
  if (!validate(substituted)) {
    const problems = (validate.errors ?? []).map((e) =>
      e.keyword === 'additionalProperties'
        ? `${e.instancePath || '/'} has unknown field ${String(e.params.additionalProperty)}`
        : `${e.instancePath || '/'} ${e.message}`,
    );
    throw new ConfigError(`profile ${source}: ${problems.join('; ')}`);
  }
  return substituted;
}

/** Merges file, command line and defaults into the profile the runner uses. */
export function resolveProfile(file: ProfileFile, overrides: ProfileOverrides = {}): Profile {
  const target = overrides.target ?? file.target;
  const base = (host: 'wallet' | 'checkout' | 'payout') => {
    const url = (overrides.target ?? file.baseUrls?.[host] ?? target)?.replace(/\/+$/, '');
    if (!url)
      throw new ConfigError(
        `no base URL for the ${host} host: pass --target or set target or baseUrls.${host} in the profile`,
      );
    if (!/^https?:\/\/[^/]/.test(url))
      throw new ConfigError(`the ${host} base URL must start with http:// or https://`);
    // fetch refuses such a URL, and its message and the report's target would print the password: refused here,
    // unprinted.
    const parsed = URL.parse(url);
    if (parsed && (parsed.username !== '' || parsed.password !== '')) {
      throw new ConfigError(
        `the ${host} base URL ${parsed.origin} carries a user name or password; ` +
          "take them out: keys go in the profile's keys (or --api-key), sent as x-api-key",
      );
    }
    return url;
  };
  const kind = overrides.kind ?? file.kind;
  const keys: Profile['keys'] = { unknown: file.keys?.unknown ?? UNKNOWN_KEY };
  const organization = overrides.apiKey ?? file.keys?.organization;
  if (organization !== undefined) keys.organization = organization;
  if (file.keys?.otherOrganization !== undefined) keys.otherOrganization = file.keys.otherOrganization;
  if (file.keys?.nonAdmin !== undefined) keys.nonAdmin = file.keys.nonAdmin;
  const profile: Profile = {
    name: file.name ?? target ?? 'target',
    baseUrls: { wallet: base('wallet'), checkout: base('checkout'), payout: base('payout') },
    keys,
    identifiers: file.identifiers ?? {},
    fixtures: file.fixtures ?? {},
    latency: { budgetMs: file.latency?.budgetMs ?? DEFAULT_BUDGET_MS, operations: file.latency?.operations ?? {} },
    scheduleAheadMs: file.scheduleAheadMs ?? DEFAULT_SCHEDULE_AHEAD_MS,
    limits: { ...DEFAULT_LIMITS, ...file.limits },
    capabilities: { stagingOnly: file.capabilities?.stagingOnly ?? true, writes: file.capabilities?.writes ?? true },
    match: {
      ignore: file.match?.ignore ?? [],
      unknownProperties: file.match?.unknownProperties ?? 'fail',
    },
    // A refuted choice is ours, not the document's: the target is not at fault unless the profile says so.
    refutedChoices: file.provisional?.refuted ?? 'report',
    setup: file.setup ?? [],
  };
  if (kind !== undefined) profile.kind = kind;
  const mode = overrides.match ?? file.match?.mode;
  if (mode !== undefined) profile.match.mode = mode;
  if (file.minCoverage !== undefined) profile.minCoverage = file.minCoverage;
  if (file.capabilities?.generated !== undefined) profile.capabilities.generated = file.capabilities.generated;
  if (file.capabilities?.serverFault) profile.capabilities.serverFault = file.capabilities.serverFault;
  if (file.webhooks) {
    const receiver = file.webhooks.receiver ?? {};
    profile.webhooks = {
      secret: file.webhooks.secret,
      receiver: { host: receiver.host ?? '127.0.0.1', port: receiver.port ?? 0, path: receiver.path ?? '/webhooks' },
      waitMs: file.webhooks.waitMs ?? 10_000,
      toleranceSeconds: file.webhooks.toleranceSeconds ?? 300,
      causes: file.webhooks.causes ?? {},
    };
    if (receiver.publicUrl) profile.webhooks.receiver.publicUrl = receiver.publicUrl;
    if (file.webhooks.register) profile.webhooks.register = file.webhooks.register;
    if (file.webhooks.probe) profile.webhooks.probe = file.webhooks.probe;
  }
  return profile;
}
