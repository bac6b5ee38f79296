import type { Profile } from '../profile/profile.js';

/** Replaces keys, secrets and signatures with a marker; every reporter and error message goes through it. */
export const REDACTED = '[redacted]';

/** Headers whose values are secrets whatever they hold. */
export const SECRET_HEADERS = ['x-api-key', 'x-auth-signature', 'authorization', 'cookie'];

const SIGNATURE = /\b(v1=)[0-9a-f]{64}\b/gi;

export type Redact = (text: string) => string;

export function redactor(secrets: readonly (string | undefined)[]): Redact {
  const written = secretsWritten(secrets);
  return (text) => (written ? text.replace(written, REDACTED) : text).replace(SIGNATURE, `$1${REDACTED}`);
}

/** A pattern for any of these secrets however it is encoded; undefined when there is none to look for. */
export function secretsWritten(secrets: readonly (string | undefined)[]): RegExp | undefined {
  // Longest first, so a secret that contains another is replaced whole.
  const known = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  return known.length === 0
    ? undefined
    : new RegExp(known.map((secret) => [...secret].map(spelled).join('')).join('|'), 'g');
}

/** Written as is by every encoding a target or a reporter applies: such a character of a key is matched as itself. */
const PLAIN = /^[A-Za-z0-9_.~-]$/;
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * A pattern for one character of a key as a target may echo it, or a report carry it: as is, escaped in a JSON
 * string, percent-encoded (either case of hex; `+` for a space, as a form has it), as an HTML or XML character
 * reference, or escaped in JSON and then in HTML. Each character on its own, so a key written partly one way and
 * partly another is found too.
 */
function spelled(char: string): string {
  if (PLAIN.test(char)) return literal(char);
  const code = char.codePointAt(0)!;
  const hex = code.toString(16);
  const percent = [...Buffer.from(char)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  const forms = new Set([char, JSON.stringify(char).slice(1, -1), percent, percent.toUpperCase(), `&#${code};`]);
  for (const digits of [hex, hex.toUpperCase()]) {
    forms.add(`&#x${digits};`);
    if (code <= 0xffff) forms.add(`\\u${digits.padStart(4, '0')}`);
  }
  if (char === '/') forms.add('\\/');
  if (char === ' ') forms.add('+');
  if (NAMED[char]) forms.add(NAMED[char]);
  // A JSON-escaped key in a page or an XML attribute: `\"` as `\&quot;`.
  for (const form of [...forms]) forms.add(form.replace(/[&<>"']/g, (c) => NAMED[c]!));
  return `(?:${[...forms].map(literal).join('|')})`;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function redactHeaders(headers: Record<string, string>, redact: Redact): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADERS.includes(name.toLowerCase()) ? REDACTED : redact(value),
    ]),
  );
}

/**
 * A run's output with every secret gone: secret headers by name wherever `headers` appear, keys, secrets and
 * signatures in every string. The one place a run redacts: the runner passes each result through it before anyone
 * sees it (onResult, the report, every reporter and saved file).
 */
export function redacted<T>(value: T, redact: Redact): T {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item) => redacted(item, redact)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'headers' && isHeaders(child) ? redactHeaders(child, redact) : redacted(child, redact),
    ]),
  ) as T;
}

const isHeaders = (node: unknown): node is Record<string, string> =>
  node !== null &&
  typeof node === 'object' &&
  !Array.isArray(node) &&
  Object.values(node).every((v) => typeof v === 'string');

/** The run's redaction: every key of the profile and its webhook secret. */
export function redactorFor(profile: Profile): Redact {
  return redactor([
    profile.keys.organization,
    profile.keys.otherOrganization,
    profile.keys.nonAdmin,
    profile.keys.unknown,
    profile.webhooks?.secret,
  ]);
}
