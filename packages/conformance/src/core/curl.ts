import type { HttpRequest } from './model.js';

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * Headers a replay must not carry: what the connection or curl itself sets (a proxy's host would send the replay to
 * the proxy), what only a browser sends, HTTP/2's pseudo-headers from a recording, and an accept-encoding that would
 * print a compressed body.
 */
const NOT_REPLAYED = new RegExp(
  '^(:.*|host|connection|keep-alive|content-length|transfer-encoding|te|upgrade|accept-encoding|origin|referer|' +
    'priority|dnt|upgrade-insecure-requests|sec-.*|proxy-.*)$',
  'i',
);

/** The request as a curl command a person can paste to replay it; the run has redacted it already (core/redact.ts). */
export function toCurl(request: HttpRequest): string {
  const parts = ['curl', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers))
    if (!NOT_REPLAYED.test(name)) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}
