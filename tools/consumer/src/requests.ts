// Requests built from the spec's example pairs, sent to a server the consumer project started.
import { loadBundle, pairByName, pairUrl, readPairs, type ExamplePair } from '@waas/spec/pairs';

export const pairs = readPairs(loadBundle());
export const pair = (operationId: string, name: string) => pairByName(pairs, operationId, name);

export interface Sent {
  status: number;
  body: unknown;
}

export async function send(
  pair: ExamplePair,
  baseUrl: string,
  options: {
    apiKey: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  },
): Promise<Sent> {
  const url = pairUrl(pair, baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { 'x-api-key': options.apiKey, ...options.headers };
  const body =
    options.rawBody ??
    (options.body !== undefined
      ? JSON.stringify(options.body)
      : 'body' in pair.request
        ? JSON.stringify(pair.request.body)
        : undefined);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: pair.method.toUpperCase(),
    headers,
    ...(body !== undefined && { body }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
