/** Replaces keys, secrets and signatures with a marker; every reporter and error message goes through it. */
export const REDACTED = '[redacted]';

/** Headers whose values are secrets whatever they hold. */
export const SECRET_HEADERS = ['x-api-key', 'x-auth-signature', 'authorization', 'cookie'];

const SIGNATURE = /\b(v1=)[0-9a-f]{64}\b/gi;

export type Redact = (text: string) => string;

export function redactor(secrets: readonly (string | undefined)[]): Redact {
  // Longest first, so a secret that contains another is replaced whole.
  const known = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const secret of known) out = out.split(secret).join(REDACTED);
    return out.replace(SIGNATURE, `$1${REDACTED}`);
  };
}

export function redactHeaders(headers: Record<string, string>, redact: Redact): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.includes(name.toLowerCase()) ? REDACTED : redact(value)]),
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
    Object.entries(value).map(([key, child]) => [key, key === 'headers' && isHeaders(child) ? redactHeaders(child, redact) : redacted(child, redact)]),
  ) as T;
}

const isHeaders = (node: unknown): node is Record<string, string> =>
  node !== null && typeof node === 'object' && !Array.isArray(node) && Object.values(node).every((v) => typeof v === 'string');
