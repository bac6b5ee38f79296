import type { HttpRequest } from './model.js';
import { redactHeaders, type Redact } from './redact.js';

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The request as a curl command a person can paste, secrets redacted. */
export function toCurl(request: HttpRequest, redact: Redact): string {
  const parts = ['curl', '-X', request.method, quote(redact(request.url))];
  for (const [name, value] of Object.entries(redactHeaders(request.headers, redact))) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', quote(redact(request.body)));
  return parts.join(' ');
}
