import type { HttpResponse } from './model.js';

/** A response read whole, and whether its socket may carry the next request (and for how long, by its Keep-Alive). */
export interface ReadResponse {
  response: HttpResponse;
  keepAlive: boolean;
  keepMs?: number;
}

/** Reads one HTTP/1.1 response from a socket's chunks: `push` each, `end` when the socket closes. */
export interface ResponseReader {
  /** The response once its last byte is in; throws on bytes that are no HTTP response. */
  push(chunk: Buffer): ReadResponse | undefined;
  /** The response when its end is the socket's close, else undefined (it was cut short). */
  end(): ReadResponse | undefined;
}

/** Beyond this, node:http refuses a response's head too (HPE_HEADER_OVERFLOW). */
const MAX_HEAD = 16 * 1024;
/** Headers of which node:http keeps the first when a response repeats them, joining the others' values with `, `. */
const FIRST_ONLY = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/** Nothing buffered yet: one empty buffer for every response, not one made for each. */
const EMPTY: Buffer = Buffer.alloc(0);

type Framing = { kind: 'length'; left: number } | { kind: 'chunked' } | { kind: 'close' } | { kind: 'none' };

export function readResponse(head: boolean): ResponseReader {
  let buffered: Buffer = EMPTY;
  let status = 0;
  let headers: Record<string, string> | undefined;
  let framing: Framing = { kind: 'none' };
  let keepAlive = false;
  let keepMs: number | undefined;
  const body: Buffer[] = [];
  const answer = (): ReadResponse => ({
    response: { status, headers: headers!, text: Buffer.concat(body).toString('utf8') },
    keepAlive,
    ...(keepMs !== undefined && { keepMs }),
  });

  /** Parses the head once it is in; 1xx answers are passed over, as node:http passes them to 'information'. */
  const readHead = (): boolean => {
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) {
        if (buffered.length > MAX_HEAD) throw parseError('HPE_HEADER_OVERFLOW', 'Header overflow');
        return false;
      }
      const lines = buffered.subarray(0, end).toString('latin1').split('\r\n');
      buffered = buffered.subarray(end + 4);
      const line = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(lines[0]!);
      if (!line) throw parseError('HPE_INVALID_CONSTANT', 'Expected HTTP/');
      status = Number(line[2]);
      if (status >= 100 && status < 200 && status !== 101) continue;
      headers = headersOf(lines);
      const connection = (headers.connection ?? '').toLowerCase();
      keepAlive = line[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
      const timeout = /timeout=(\d+)/i.exec(headers['keep-alive'] ?? '');
      if (timeout) keepMs = Number(timeout[1]) * 1000 - 1000;
      framing = framingOf(head, status, headers);
      if (framing.kind === 'close') keepAlive = false;
      return true;
    }
  };

  /** Takes what the framing says belongs to the body; true once the body is complete. */
  const readBody = (): boolean => {
    switch (framing.kind) {
      case 'none':
        return true;
      case 'close':
        body.push(buffered);
        buffered = EMPTY;
        return false;
      case 'length': {
        const taken = buffered.subarray(0, framing.left);
        body.push(taken);
        framing.left -= taken.length;
        buffered = buffered.subarray(taken.length);
        return framing.left === 0;
      }
      case 'chunked':
        for (;;) {
          const line = buffered.indexOf('\r\n');
          if (line < 0) return false;
          const size = Number.parseInt(buffered.subarray(0, line).toString('latin1').split(';')[0]!.trim(), 16);
          if (Number.isNaN(size)) throw parseError('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size');
          if (size === 0) {
            // The last chunk, then trailers (ignored, as node:http keeps them apart), then an empty line.
            const trailers = buffered.indexOf('\r\n\r\n', line);
            if (trailers < 0) return false;
            buffered = buffered.subarray(trailers + 4);
            return true;
          }
          if (buffered.length < line + 2 + size + 2) return false;
          body.push(buffered.subarray(line + 2, line + 2 + size));
          buffered = buffered.subarray(line + 2 + size + 2);
        }
    }
  };

  return {
    push(chunk) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      if (!headers && !readHead()) return undefined;
      if (!readBody()) return undefined;
      // Bytes after the answer are none of this request's: the socket is not trusted with another.
      if (buffered.length > 0) keepAlive = false;
      return answer();
    },
    end() {
      return headers && framing.kind === 'close' ? answer() : undefined;
    },
  };
}

function framingOf(head: boolean, status: number, headers: Record<string, string>): Framing {
  if (head || status === 204 || status === 304 || status < 200) return { kind: 'none' };
  if (/(^|,)\s*chunked\s*$/i.test(headers['transfer-encoding'] ?? '')) return { kind: 'chunked' };
  const length = headers['content-length'];
  if (length !== undefined) {
    if (!/^\d+$/.test(length)) throw parseError('HPE_INVALID_CONTENT_LENGTH', 'Invalid character in Content-Length');
    const left = Number(length);
    return left === 0 ? { kind: 'none' } : { kind: 'length', left };
  }
  return { kind: 'close' };
}

function headersOf(lines: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    if (colon <= 0) throw parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const known = headers[name];
    if (known === undefined) headers[name] = value;
    else if (!FIRST_ONLY.has(name)) headers[name] = `${known}, ${value}`;
  }
  return headers;
}

/** As node:http's parser says it: `Parse Error: …` with its HPE code. */
const parseError = (code: string, reason: string) =>
  Object.assign(new Error(`Parse Error: ${reason}`), { code, reason });
