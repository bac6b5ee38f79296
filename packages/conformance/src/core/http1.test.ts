import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exchange } from './http1.js';

/** Answers each request with the bytes its path names, sent in the pieces given; counts connections and requests. */
const ANSWERS: Record<string, string[]> = {
  '/length': ['HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\n\r\n{"a":', '"bé"}'],
  '/chunked': [
    'HTTP/1.1 201 Created\r\ntransfer-encoding: chunked\r\n\r\n4\r\n{"a"\r\n',
    '3;ext=1\r\n:1}\r\n0\r\ntrailer: x\r\n\r\n',
  ],
  '/close': ['HTTP/1.1 200 OK\r\nconnection: close\r\n\r\nuntil', ' the end'],
  '/no-content': ['HTTP/1.1 204 No Content\r\ncontent-type: text/plain\r\n\r\n'],
  '/informational': ['HTTP/1.1 103 Early Hints\r\nlink: </a>\r\n\r\nHTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'],
  '/repeated': [
    'HTTP/1.1 200 OK\r\nContent-Type: a/b\r\ncontent-type: c/d\r\nVary: x\r\nvary: y\r\ncontent-length: 0\r\n\r\n',
  ],
  '/cut': ['HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc'],
  '/garbage': ['SMTP ready\r\n\r\n'],
};

let server: Server;
let base = '';
let connections = 0;
const heads: string[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    connections++;
    sockets.add(socket);
    let buffered = '';
    socket.on('data', async (chunk) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end >= 0; end = buffered.indexOf('\r\n\r\n')) {
        const head = buffered.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        buffered = buffered.slice(end + 4 + length);
        heads.push(head);
        const path = head.split(' ')[1]!;
        for (const piece of ANSWERS[path] ?? ['HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n']) {
          socket.write(piece);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        if (path === '/close' || path === '/cut') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, method = 'GET') => exchange({ method, url: base + path, headers: {} }, 5_000);

describe('a response read whole, however it is framed', () => {
  const cases: [string, { path: string; method?: string }, { status: number; text: string; headers?: object }][] = [
    ['content-length, in two pieces', { path: '/length' }, { status: 200, text: '{"a":"bé"}' }],
    ['chunked, with an extension and a trailer', { path: '/chunked' }, { status: 201, text: '{"a":1}' }],
    ['until the server closes', { path: '/close' }, { status: 200, text: 'until the end' }],
    ['204: no body', { path: '/no-content' }, { status: 204, text: '' }],
    ['HEAD: no body, whatever the length says', { path: '/length', method: 'HEAD' }, { status: 200, text: '' }],
    ['a 1xx passed over', { path: '/informational' }, { status: 200, text: 'ok' }],
    [
      'repeated headers as node:http reads them',
      { path: '/repeated' },
      { status: 200, text: '', headers: { 'content-type': 'a/b', vary: 'x, y' } },
    ],
  ];
  test.each(cases)('%s', async (_, given, want) => {
    const response = await get(given.path, given.method);
    expect(response).toMatchObject({ status: want.status, text: want.text, headers: want.headers ?? {} });
  });
});

test('one kept-alive connection carries one request after another', async () => {
  await get('/length');
  const before = connections;
  for (const path of ['/length', '/chunked', '/no-content', '/informational']) await get(path);
  expect(connections).toBe(before);
});

test('what node:http sends: host, keep-alive, a length for a body and for a POST without one', async () => {
  heads.length = 0;
  await exchange({ method: 'POST', url: `${base}/length?q=1`, headers: { 'x-api-key': 'k' }, body: 'é' }, 5_000);
  await exchange({ method: 'POST', url: `${base}/length`, headers: {} }, 5_000);
  await get('/length');
  expect(heads.map((head) => head.split('\r\n').sort())).toEqual([
    [
      'POST /length?q=1 HTTP/1.1',
      'connection: keep-alive',
      'content-length: 2',
      `host: ${base.slice(7)}`,
      'x-api-key: k',
    ],
    ['POST /length HTTP/1.1', 'connection: keep-alive', 'content-length: 0', `host: ${base.slice(7)}`],
    ['GET /length HTTP/1.1', 'connection: keep-alive', `host: ${base.slice(7)}`],
  ]);
});

describe('no answer, said as node:http says it', () => {
  test('cut short: socket hang up', async () => {
    await expect(get('/cut')).rejects.toMatchObject({ code: 'ECONNRESET', message: 'socket hang up' });
  });
  test('no HTTP at all: a parse error', async () => {
    await expect(get('/garbage')).rejects.toMatchObject({ code: 'HPE_INVALID_CONSTANT' });
  });
  test('a header value no request may carry is refused before sending', async () => {
    const request = { method: 'GET', url: `${base}/length`, headers: { 'x-name': 'a\r\nb' } };
    expect(() => exchange(request, 5_000)).toThrow(expect.objectContaining({ code: 'ERR_INVALID_CHAR' }));
  });
  test('nobody listening: the socket error', async () => {
    await expect(exchange({ method: 'GET', url: 'http://127.0.0.1:9/', headers: {} }, 5_000)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
