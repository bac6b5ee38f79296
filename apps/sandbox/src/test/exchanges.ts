// One request of a sequence sent to the server and to the MSW handlers alike, and what a comparison reads of its
// answer.

/** The headers that are part of an answer's meaning; the rest (date, length, connection) are the transport's. */
const MEANINGFUL = ['content-type', 'allow', 'www-authenticate', 'x-sandbox-violations', 'x-sandbox-answered-from'];

export interface Step {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON, or a string sent as it is (a malformed body). */
  body?: unknown;
}

export interface Seen {
  status: number;
  headers: Record<string, string>;
  body: any;
}

export async function send(base: string, { method = 'GET', path, headers = {}, body }: Step): Promise<Seen> {
  const init: RequestInit = {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
  };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(base + path, init);
  return {
    status: response.status,
    headers: Object.fromEntries(
      MEANINGFUL.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])),
    ),
    // A HEAD answer has no body.
    body: method === 'HEAD' ? await response.text() : await response.json(),
  };
}
