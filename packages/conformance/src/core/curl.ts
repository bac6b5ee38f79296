import type { HttpRequest } from './model.js';

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The request as a curl command a person can paste; the run has redacted it already (core/redact.ts). */
export function toCurl(request: HttpRequest): string {
  const parts = ['curl', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}
