import {
  Agent as HttpAgent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { CheckResult } from '../core/model.js';
import type { ObservedExchange } from './exchange.js';
import { upstreams } from './route.js';
import type { Traffic } from './traffic.js';

export interface ProxyOptions {
  traffic: Traffic;
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** Add `x-waas-conformance` to each answer: what was wrong with that exchange. The answer is held until judged. */
  annotate?: boolean;
  /** Bytes of each body kept to judge; past it the exchange is judged by its status alone. */
  bodyLimit?: number;
  /** Each exchange judged, with its checks. */
  onExchange?: (exchange: ObservedExchange, checks: CheckResult[]) => void;
  /** An exchange the judgement failed on (a fault of ours): the traffic went through all the same. */
  onJudgeError?: (error: unknown) => void;
}

export interface RunningProxy {
  url: string;
  /** Stops accepting; waits for the exchanges in flight (at most `graceMs`), then closes what is left. */
  close(graceMs?: number): Promise<void>;
}

export const ANNOTATION_HEADER = 'x-waas-conformance';
const BODY_LIMIT = 1 << 20;
const ANNOTATION_LIMIT = 4_096;
/** Hop-by-hop headers (RFC 9110 7.6.1): they belong to one connection, never forwarded. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

/** Up to `limit` bytes of a stream's chunks, and whether more came. */
class Kept {
  readonly chunks: Buffer[] = [];
  size = 0;
  over = false;
  constructor(private readonly limit: number) {}
  add(chunk: Buffer) {
    if (this.over) return;
    if (this.size + chunk.length > this.limit) this.over = true;
    else {
      this.chunks.push(chunk);
      this.size += chunk.length;
    }
  }
}

function forwarded(headers: IncomingHttpHeaders, host: string): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP.has(name) && !named.has(name)) out[name] = value;
  out.host = host;
  return out;
}

const flat = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

/** A body as the application saw it: decoded from its content coding, or undefined when it cannot be. */
function text(kept: Kept, coding: string | undefined): string | undefined {
  if (kept.over) return undefined;
  const raw = Buffer.concat(kept.chunks);
  try {
    const body =
      coding === 'gzip' || coding === 'x-gzip'
        ? gunzipSync(raw)
        : coding === 'deflate'
          ? inflateSync(raw)
          : coding === 'br'
            ? brotliDecompressSync(raw)
            : coding === undefined || coding === 'identity'
              ? raw
              : undefined;
    return body?.toString('utf8');
  } catch {
    return undefined;
  }
}

/** The findings of one exchange as a header value: ASCII, short, one `check: message` per failure. */
export function annotation(checks: readonly CheckResult[]): string | undefined {
  const failed = checks.filter((c) => c.outcome === 'failed').map((c) => `${c.name}: ${c.message ?? 'failed'}`);
  if (failed.length === 0) return undefined;
  const value = JSON.stringify(failed).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return value.length > ANNOTATION_LIMIT ? `${value.slice(0, ANNOTATION_LIMIT - 1)}…` : value;
}

/**
 * A proxy in front of the profile's base URLs: every request is forwarded as it came (method, path, query, headers
 * but the hop-by-hop ones, body streamed) and every answer returned as it came (status, headers, body streamed), then
 * the exchange is judged off the path of the answer. An upstream that cannot be reached gets a 502 of the proxy's
 * own, counted as an exchange without an answer.
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const { traffic, annotate = false, bodyLimit = BODY_LIMIT } = options;
  const upstreamUrl = upstreams(traffic.operations, traffic.profile.baseUrls);
  const agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 256 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 256 }),
  };

  const judge = (exchange: ObservedExchange): CheckResult[] => {
    try {
      const checks = traffic.observe(exchange);
      options.onExchange?.(exchange, checks);
      return checks;
    } catch (error) {
      options.onJudgeError?.(error);
      return [];
    }
  };

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const started = performance.now();
    const startedAt = new Date().toISOString();
    const target = new URL(upstreamUrl(incoming.method ?? 'GET', incoming.url ?? '/'));
    const secure = target.protocol === 'https:';
    const sent = new Kept(bodyLimit);
    const upstream = (secure ? httpsRequest : httpRequest)(target, {
      method: incoming.method,
      headers: forwarded(incoming.headers, target.host),
      agent: secure ? agents.https : agents.http,
    });
    incoming.on('data', (chunk: Buffer) => sent.add(chunk));
    incoming.pipe(upstream);
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // The caller went away first (we cut the upstream for it): nobody to answer, and no fault of the upstream.
      if (outgoing.destroyed) return;
      if (outgoing.headersSent) return void outgoing.destroy();
      traffic.leftOut.noAnswer++;
      const body = JSON.stringify({
        success: false,
        statusCode: 502,
        message: `waas-conformance proxy: cannot reach ${target.origin}: ${error.code ?? error.message}`,
      });
      outgoing
        .writeHead(502, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        .end(body);
    });
    upstream.on('response', (answer) => {
      const got = new Kept(bodyLimit);
      const exchange = (): ObservedExchange => {
        const requestBody = text(sent, incoming.headers['content-encoding']);
        const responseBody = text(got, answer.headers['content-encoding']);
        return {
          request: {
            method: incoming.method ?? 'GET',
            url: target.toString(),
            headers: flat(incoming.headers),
            ...(requestBody !== undefined && requestBody !== '' && { body: requestBody }),
          },
          response: { status: answer.statusCode ?? 0, headers: flat(answer.headers), text: responseBody ?? '' },
          startedAt,
          durationMs: performance.now() - started,
          ...((requestBody === undefined || responseBody === undefined) && { truncated: true }),
        };
      };
      const headers = forwarded(answer.headers, '');
      delete headers.host;
      if (!annotate) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.on('data', (chunk: Buffer) => got.add(chunk));
        answer.pipe(outgoing);
        answer.on('end', () => setImmediate(() => judge(exchange())));
        return;
      }
      // Held until judged, so the header can say what the judgement found; a body past the limit is sent unannotated.
      answer.on('data', (chunk: Buffer) => {
        got.add(chunk);
        if (got.over && !outgoing.headersSent) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
          for (const kept of got.chunks) outgoing.write(kept);
        }
        if (got.over) outgoing.write(chunk);
      });
      answer.on('end', () => {
        const observed = exchange();
        const checks = judge(observed);
        if (!outgoing.headersSent) {
          const note = annotation(checks);
          outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
            ...headers,
            ...(note !== undefined && { [ANNOTATION_HEADER]: note }),
          });
          for (const kept of got.chunks) outgoing.write(kept);
        }
        outgoing.end();
      });
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${shown}:${port}`,
    async close(graceMs = 2_000) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(timer);
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
