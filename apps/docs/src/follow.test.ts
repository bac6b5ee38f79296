// The reference following a bundle (`pnpm dev`): each bundle written is a new page and a `built` event on /reload,
// an open page in Chromium reloads itself onto it, and a bundle that does not read keeps the last page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { launchBrowser, type Browser } from '@waas/chromium';
import { loadBundle } from '@waas/spec/pairs';
import { saveWhole, until } from '@waas/spec-sources';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { followBundle, type FollowedReference } from './follow.js';
import { serveDocs, type DocsServer } from './serve.js';

/** Bounded only so a lost change fails instead of hanging; a rebuild takes well under a second. */
const DEADLINE_MS = 30_000;
const bundle = loadBundle();
const titled = (title: string) => JSON.stringify({ ...bundle, info: { ...(bundle.info as object), title } }, null, 2);

let dir: string;
let file: string;
let followed: FollowedReference;
let server: DocsServer;
let browser: Browser;
const lines: string[] = [];

const write = (text: string) => saveWhole(file, text);

/** The events the /reload stream sends, as they come. */
async function listen(): Promise<{ events: string[]; stop: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}reload`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const events: string[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        events.push(
          ...[...decoder.decode(read.value).matchAll(/^event: (\w+)\ndata: (\d+)$/gm)].map((m) => `${m[1]} ${m[2]}`),
        );
      }
    } catch {
      // Aborted by stop().
    }
  })();
  return { events, stop: () => controller.abort() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'waas-docs-follow-'));
  file = join(dir, 'openapi.json');
  write(titled('First title'));
  followed = followBundle({
    bundle: file,
    out: join(dir, 'site'),
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
  });
  server = await serveDocs({ root: join(dir, 'site'), port: 0, followed });
});

afterAll(async () => {
  await browser?.close();
  followed?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const indexHtml = () => readFileSync(join(dir, 'site', 'index.html'), 'utf8');

test('a bundle written is a new page and a built event; an unreadable one keeps the page, in one line', async () => {
  const stream = await listen();
  write(titled('Second title'));
  expect(
    await until(
      () => stream.events,
      (events) => events.length > 1,
    ),
  ).toEqual(['built 1', 'built 2']);
  expect(indexHtml()).toContain('<title>Second title reference</title>');
  expect(indexHtml()).toContain('<meta name="waas-page" content="2">\n    <script src="reload.js"></script>');

  write('{"openapi": ');
  expect(
    await until(
      () => lines,
      (all) => all.some((line) => line.includes('not shown')),
    ),
  ).toContainEqual(expect.stringMatching(/^reference: \S+openapi\.json not shown: .+; the last page stays$/));
  expect(indexHtml()).toContain('<title>Second title reference</title>');

  write(titled('Third title'));
  expect(
    await until(
      () => stream.events,
      (events) => events.length > 2,
    ),
  ).toEqual(['built 1', 'built 2', 'built 3']);
  stream.stop();
});

test('an open page reloads itself onto the next one, even one built before its stream connected', async () => {
  browser = await launchBrowser();
  const reference = await browser.open(server.url);
  await reference.page.waitForSelector('#reference[data-rendered="true"]', { timeout: DEADLINE_MS });
  write(titled('Fourth title'));
  await reference.page.waitForFunction(() => document.title === 'Fourth title reference', undefined, {
    timeout: DEADLINE_MS,
  });
  expect(await reference.page.title()).toBe('Fourth title reference');
  expect(reference.errors).toEqual([]);
});
