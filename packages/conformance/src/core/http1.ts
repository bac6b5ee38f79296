import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import type { HttpRequest, HttpResponse } from './model.js';
import { readResponse, type ResponseReader } from './http1-response.js';

/**
 * HTTP/1.1 on kept-alive sockets, written and read here rather than through node:http: its request and response
 * objects, streams and parser cost about three times the CPU of the exchange itself, and the runner shares its cores
 * with the target it checks. What goes on the wire is what node:http would send; what is refused is what it refuses.
 */

/** Sockets waiting for their next request, by origin. */
const idle = new Map<string, Socket[]>();
/** When each idle socket was last used, and how long its server keeps it open (its Keep-Alive, else a guess). */
const freed = new WeakMap<Socket, { at: number; keepMs: number }>();

/** Below the 5 s Node's servers keep an idle connection: a socket the server closed as it was sent on is no answer. */
const KEEP_IDLE_MS = 4_000;

/** One request, one answer; a redirect is an answer to judge, not to follow. Throws as node:http would. */
export function exchange(request: HttpRequest, timeoutMs: number): Promise<HttpResponse> {
  const url = new URL(request.url);
  const { head, closes } = requestHead(request, url);
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const origin = `${url.protocol}//${url.host}`;
  const socket = reuse(origin) ?? open(url, origin);
  return new Promise<HttpResponse>((resolve, reject) => {
    let timedOut = false;
    // Unreferenced: a pending request's socket holds the process open, its timer does not.
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs).unref();
    const reader: ResponseReader = readResponse(request.method === 'HEAD');
    const done = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      let answer: ReturnType<ResponseReader['push']>;
      try {
        answer = reader.push(chunk);
      } catch (error) {
        done();
        socket.destroy();
        reject(error);
        return;
      }
      if (!answer) return;
      done();
      if (answer.keepAlive && !closes) release(origin, socket, answer.keepMs ?? KEEP_IDLE_MS);
      else socket.destroy();
      resolve(answer.response);
    };
    // An end for want of time is said as a timeout (describeNetworkError), whatever the socket said.
    const onError = (error: Error) => {
      done();
      reject(timedOut ? timeoutError(timeoutMs) : error);
    };
    const onClose = () => {
      done();
      const answer = timedOut ? undefined : reader.end();
      if (answer) resolve(answer.response);
      else reject(timedOut ? timeoutError(timeoutMs) : hangUp());
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.cork();
    socket.write(head, 'latin1');
    if (body !== undefined) socket.write(body);
    socket.uncork();
  });
}

const timeoutError = (timeoutMs: number) =>
  Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' });
/** The socket closed before the answer was whole: node:http's words for it. */
const hangUp = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

/** Methods node:http sends without a body as no body at all; any other gets `content-length: 0`. */
const BODILESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);
const TOKEN = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const INVALID_PATH = /[^\u0021-\u00ff]/;

/** The request line and headers, checked as node:http checks them (a thrown TypeError is no answer). */
function requestHead(request: HttpRequest, url: URL): { head: string; closes: boolean } {
  if (!TOKEN.test(request.method))
    throw Object.assign(new TypeError(`Method must be a valid HTTP token ["${request.method}"]`), {
      code: 'ERR_INVALID_HTTP_TOKEN',
    });
  const path = url.pathname + url.search;
  if (INVALID_PATH.test(path))
    throw Object.assign(new TypeError('Request path contains unescaped characters'), {
      code: 'ERR_UNESCAPED_CHARACTERS',
    });
  let head = `${request.method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
  let connection: string | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (!TOKEN.test(name))
      throw Object.assign(new TypeError(`Header name must be a valid HTTP token ["${name}"]`), {
        code: 'ERR_INVALID_HTTP_TOKEN',
      });
    if (INVALID_VALUE.test(value))
      throw Object.assign(new TypeError(`Invalid character in header content ["${name}"]`), {
        code: 'ERR_INVALID_CHAR',
      });
    const lower = name.toLowerCase();
    if (lower === 'host' || lower === 'content-length') continue;
    if (lower === 'connection') connection = value;
    head += `${name}: ${value}\r\n`;
  }
  if (connection === undefined) head += 'connection: keep-alive\r\n';
  const length = request.body === undefined ? 0 : Buffer.byteLength(request.body, 'utf8');
  if (request.body !== undefined || !BODILESS.has(request.method)) head += `content-length: ${length}\r\n`;
  return { head: `${head}\r\n`, closes: /close/i.test(connection ?? '') };
}

function reuse(origin: string): Socket | undefined {
  const sockets = idle.get(origin);
  const now = Date.now();
  for (let socket = sockets?.pop(); socket; socket = sockets?.pop()) {
    const since = freed.get(socket);
    if (!socket.destroyed && since && now - since.at < since.keepMs) return socket.ref();
    socket.destroy();
  }
  return undefined;
}

/** A new socket, which leaves the pool when its server closes it; an error while it is idle only closes it. */
function open(url: URL, origin: string): Socket {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const tls = url.protocol === 'https:';
  const port = Number(url.port) || (tls ? 443 : 80);
  const socket = tls
    ? connectTls({ host, port, ALPNProtocols: ['http/1.1'], ...(isIP(host) === 0 && { servername: host }) })
    : connectTcp({ host, port });
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    const sockets = idle.get(origin);
    const at = sockets?.indexOf(socket) ?? -1;
    if (at >= 0) sockets!.splice(at, 1);
  });
  return socket;
}

/** An idle socket holds no process open. */
function release(origin: string, socket: Socket, keepMs: number) {
  freed.set(socket, { at: Date.now(), keepMs });
  socket.unref();
  const sockets = idle.get(origin);
  if (sockets) sockets.push(socket);
  else idle.set(origin, [socket]);
}
