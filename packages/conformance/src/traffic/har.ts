import { ConfigError } from '../profile/load.js';
import type { ObservedExchange } from './exchange.js';

/** The parts of HAR 1.2 read here, as Chromium's DevTools, Playwright's recordHar and Firefox write them. */
interface HarEntry {
  startedDateTime?: string;
  time?: number;
  request?: {
    method?: string;
    url?: string;
    headers?: { name: string; value: string }[];
    postData?: { text?: string; mimeType?: string };
  };
  response?: {
    status?: number;
    headers?: { name: string; value: string }[];
    content?: { text?: string; encoding?: string; mimeType?: string };
  };
}

/** Header names in lower case, as the runner keeps them; HTTP/2 pseudo-headers left out, repeated ones joined. */
function headersOf(list: { name: string; value: string }[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of list) {
    if (typeof name !== 'string' || name.startsWith(':')) continue;
    const key = name.toLowerCase();
    out[key] = key in out ? `${out[key]}, ${value}` : String(value);
  }
  return out;
}

/**
 * The exchanges of a HAR file, in its order. An entry without an answer (status 0: blocked, failed, cancelled) is
 * counted in `noAnswer`; one whose answer body was not recorded (a sanitized export, a body left out) is kept as
 * truncated, so it is judged by its status alone.
 */
export function readHar(text: string): { exchanges: ObservedExchange[]; noAnswer: number } {
  let entries: unknown;
  try {
    entries = (JSON.parse(text) as { log?: { entries?: unknown } }).log?.entries;
  } catch (error) {
    throw new ConfigError(`the HAR file is not JSON (${(error as Error).message.split('\n')[0]})`);
  }
  if (!Array.isArray(entries)) throw new ConfigError('the HAR file has no log.entries: not a HAR 1.2 file');
  const exchanges: ObservedExchange[] = [];
  let noAnswer = 0;
  for (const [index, entry] of (entries as HarEntry[]).entries()) {
    const { request, response } = entry ?? {};
    if (typeof request?.url !== 'string' || typeof request.method !== 'string')
      throw new ConfigError(`HAR entry ${index} has no request method and URL`);
    if (!response || typeof response.status !== 'number' || response.status < 100) {
      noAnswer++;
      continue;
    }
    const content = response.content ?? {};
    const recorded = typeof content.text === 'string';
    const body = !recorded
      ? ''
      : content.encoding === 'base64'
        ? Buffer.from(content.text!, 'base64').toString('utf8')
        : content.text!;
    const headers = headersOf(response.headers);
    if (headers['content-type'] === undefined && content.mimeType) headers['content-type'] = content.mimeType;
    exchanges.push({
      request: {
        method: request.method.toUpperCase(),
        url: request.url,
        headers: headersOf(request.headers),
        ...(request.postData?.text !== undefined && { body: request.postData.text }),
      },
      response: { status: response.status, headers, text: body },
      startedAt: entry.startedDateTime ?? new Date(0).toISOString(),
      ...(typeof entry.time === 'number' && entry.time >= 0 && { durationMs: entry.time }),
      ...(!recorded && { truncated: true }),
    });
  }
  return { exchanges, noAnswer };
}
