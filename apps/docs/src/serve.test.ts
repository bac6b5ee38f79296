import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveDocs, type DocsServer } from './serve.js';

let parent: string;
let server: DocsServer;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'waas-docs-serve-'));
  mkdirSync(join(parent, 'site'));
  writeFileSync(join(parent, 'site', 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(parent, 'site', 'init.js'), 'void 0;');
  writeFileSync(join(parent, 'secret.txt'), 'outside the site');
  server = await serveDocs({ root: join(parent, 'site'), port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(parent, { recursive: true, force: true });
});

/** A raw request, so that `..` reaches the server as written instead of being resolved by the client. */
const get = (path: string, method = 'GET') =>
  new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const target = new URL(server.url);
    const req = request({ host: target.hostname, port: target.port, path, method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('serveDocs', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
  });

  const cases: [string, { given: [string, string?]; want: { status: number; type?: string; body?: string } }][] = [
    [
      'serves index.html at /',
      {
        given: ['/'],
        want: { status: 200, type: 'text/html; charset=utf-8', body: '<!doctype html><title>home</title>' },
      },
    ],
    [
      'serves a script with its type',
      { given: ['/init.js'], want: { status: 200, type: 'text/javascript; charset=utf-8' } },
    ],
    ['answers HEAD without a body', { given: ['/', 'HEAD'], want: { status: 200, body: '' } }],
    ['answers 404 for a missing file', { given: ['/nothing.js'], want: { status: 404 } }],
    ['keeps .. inside the site', { given: ['/../secret.txt'], want: { status: 404 } }],
    ['keeps an encoded .. inside the site', { given: ['/%2e%2e/secret.txt'], want: { status: 404 } }],
    ['refuses to change anything', { given: ['/index.html', 'POST'], want: { status: 404 } }],
  ];
  it.each(cases)('%s', async (_, { given: [path, method], want }) => {
    const { status, type, body } = await get(path, method);
    expect(status).toBe(want.status);
    if (want.type) expect(type).toBe(want.type);
    if (want.body !== undefined) expect(body).toBe(want.body);
  });
});
