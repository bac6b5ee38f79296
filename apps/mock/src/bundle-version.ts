import { createHash } from 'node:crypto';

/** A bundle's short name: the first 8 hex digits of its SHA-256, enough to tell one save of the spec from the next. */
export function bundleVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}
