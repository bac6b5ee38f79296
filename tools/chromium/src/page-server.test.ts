import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocal } from './browser.js';
import { servePage, type ServedPage } from './page-server.js';

describe('isLocal', () => {
  it.each([
    { given: 'http://127.0.0.1:4000/api', want: true },
    { given: 'data:text/plain,x', want: true },
    { given: 'blob:http://127.0.0.1:5000/6e1c', want: true },
    { given: 'blob:https://cdn.example/6e1c', want: false },
    { given: 'https://fonts.example/a.woff', want: false },
    { given: 'http://localhost:4000/', want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isLocal(given)).toBe(want);
  });
});

describe('servePage', () => {
  let page: ServedPage;
  beforeAll(async () => {
    page = await servePage({
      entry: fileURLToPath(new URL('./fixtures/page.ts', import.meta.url)),
      files: { '/extra.js': { type: 'text/javascript', body: '1' } },
    });
  });
  afterAll(() => page.close());

  it.each([
    { path: '', status: 200, type: 'text/html', contains: 'src="/page.js"' },
    { path: 'page.js', status: 200, type: 'text/javascript', contains: 'loaded' },
    { path: 'extra.js', status: 200, type: 'text/javascript', contains: '1' },
    { path: 'missing.js', status: 404, type: 'text/plain', contains: 'not found' },
  ])('serves /$path', async ({ path, status, type, contains }) => {
    expect(new URL(page.url).hostname).toBe('127.0.0.1');
    const response = await fetch(new URL(path, page.url));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    expect(await response.text()).toContain(contains);
  });
});
