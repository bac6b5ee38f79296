import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadBundle, readOperations, readPairs } from '@waas/spec/pairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, type Browser, type WatchedPage } from '@waas/chromium';
import { build } from './build.js';
import { defaultAddress, serversByHost } from './hosts.js';
import { choicesOf } from './provisional.js';
import { serveDocs, type DocsServer } from './serve.js';
import { WEBHOOKS_TAG } from './webhooks.js';

/** Where people find the screenshots; test-results/ is ignored by git. */
const SHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));

const bundle = loadBundle();
const operations = readOperations(bundle);
const webhookIds = Object.values(bundle.webhooks ?? {}).flatMap((item) =>
  Object.values(item).map((operation) => (operation as { operationId: string }).operationId),
);
/** The spec's provisional choices as it publishes them, one entry per `x-provisional`. */
const PROVISIONAL_TABLE = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@waas/spec/provisional.json'), 'utf8'),
) as unknown[];
/** Redoc's section ids: tags with spaces as hyphens. */
const tagSection = (name: string) => `tag/${name.replaceAll(' ', '-')}`;

let out: string;
let server: DocsServer;
let browser: Browser;
let reference: WatchedPage;

const section = (id: string) => reference.page.locator(`[data-section-id="${id}"]`).first();
const textOf = (id: string) => section(id).innerText();

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'waas-docs-'));
  build(out);
  server = await serveDocs({ root: out, port: 0 });
  browser = await launchBrowser();
  reference = await browser.open(server.url);
  await reference.page.waitForSelector('#reference[data-rendered="true"]', { timeout: 60_000 });
  mkdirSync(SHOTS, { recursive: true });
  await reference.page.screenshot({ path: join(SHOTS, 'reference.png') });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('the built reference in Chromium', () => {
  it('draws a section for every operation of the spec, under its tag', async () => {
    const drawn = await reference.page
      .locator('[data-section-id^="operation/"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-id')));
    expect(new Set(drawn)).toEqual(
      new Set([...operations.map((operation) => operation.operationId), ...webhookIds].map((id) => `operation/${id}`)),
    );
    for (const operation of operations) {
      const [tag] = ((bundle.paths?.[operation.path]?.[operation.method] as { tags?: string[] }).tags ??
        []) as string[];
      await expect.soft(section(`operation/${operation.operationId}`).count(), operation.operationId).resolves.toBe(1);
      await expect
        .soft(reference.page.locator(`[data-section-id="${tagSection(tag!)}"]`).count(), tag)
        .resolves.toBe(1);
      await expect.soft(textOf(`operation/${operation.operationId}`)).resolves.toContain(operation.path);
    }
  });

  it('has a webhooks section with each webhook and its signature header', async () => {
    expect(webhookIds.length).toBeGreaterThan(0);
    const text = await textOf(tagSection(WEBHOOKS_TAG));
    expect(text).toContain('X-Auth-Signature');
    expect(text).toContain('HMAC-SHA256');
    for (const id of webhookIds) {
      await expect.soft(section(`operation/${id}`).count(), id).resolves.toBe(1);
      await expect.soft(textOf(`operation/${id}`), id).resolves.toContain('X-Auth-Signature');
    }
  });

  it('shows the three hosts, the x-api-key scheme and every schema', async () => {
    const hosts = await textOf('section/Hosts');
    for (const [host, servers] of serversByHost(bundle)) {
      expect.soft(servers.length, host).toBeGreaterThan(0);
      for (const server of servers) expect.soft(hosts, host).toContain(defaultAddress(server));
    }
    const authentication = await textOf('section/Authentication');
    expect(authentication).toContain('x-api-key');
    for (const name of Object.keys(bundle.components?.schemas ?? {})) {
      await expect.soft(section(`schema/${name}`).count(), name).resolves.toBe(1);
    }
  });

  it('lists every example pair in the section of its operation', async () => {
    const pairs = readPairs(bundle);
    expect(pairs.length).toBeGreaterThan(operations.length);
    const rows = new Map<string, string[]>();
    for (const pair of pairs) {
      const drawn =
        rows.get(pair.operationId) ??
        (await section(`operation/${pair.operationId}`)
          .locator('table tr')
          .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim()).join(' | '))));
      rows.set(pair.operationId, drawn);
      expect
        .soft(
          drawn.filter((row) => row.startsWith(`${pair.name} | `) && row.endsWith(` | ${pair.status}`)),
          `${pair.operationId} ${pair.name}`,
        )
        .toHaveLength(1);
    }
  });

  it('badges every operation a provisional choice applies to, and says what the choice is', async () => {
    for (const id of [...operations.map((operation) => operation.operationId), ...webhookIds]) {
      const node = [...Object.values(bundle.paths ?? {}), ...Object.values(bundle.webhooks ?? {})]
        .flatMap((item) => Object.values(item))
        .find((operation) => (operation as { operationId?: string }).operationId === id) as Record<string, unknown>;
      const heading = await section(`operation/${id}`).locator('h2').first().innerText();
      expect.soft(heading.includes('Provisional'), id).toBe(choicesOf(bundle, node).length > 0);
    }
    const spotChecks: [string, string][] = [
      ['operation/listCheckoutWallets', 'we make it a status filter'],
      ['operation/getWalletById', 'we answer 400 for an id that is not a UUID'],
      ['operation/postWalletTransaction', 'code 51 (insufficient funds in ISO 8583)'],
      ['operation/inflowReceived', 't=<unix seconds>,v1=<lowercase hex HMAC-SHA256(secret, t + "." + raw body)>'],
      ['schema/CheckoutWalletStatus', 'we add Active and Used'],
    ];
    for (const [id, words] of spotChecks) await expect.soft(textOf(id), id).resolves.toContain(words);
  });

  it('shows the text of every provisional choice of the spec', async () => {
    const texts: string[] = [];
    const visit = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      const value = (node as Record<string, unknown>)['x-provisional'];
      if (typeof value === 'string') texts.push(value);
      Object.values(node).forEach(visit);
    };
    visit(bundle);
    expect(texts).toHaveLength(PROVISIONAL_TABLE.length);
    const page = (await reference.page.locator('#reference').innerText()).replace(/\s+/g, ' ');
    // Markdown's backticks become code elements, so the page shows the text without them.
    for (const text of texts) expect.soft(page).toContain(text.replace(/\s+/g, ' ').replaceAll('`', '').trim());
  });

  it('badges the operations that need an admin key or exist on staging only', async () => {
    const badged: [string, string][] = [
      ['processDueBatches', 'Admin only'],
      ['listPrefixMappings', 'Admin only'],
      ['simulateInflow', 'Staging only'],
    ];
    for (const [id, badge] of badged) {
      await expect.soft(section(`operation/${id}`).locator('h2').first().innerText(), id).resolves.toContain(badge);
    }
    await expect(section('operation/getWalletById').locator('h2').first().innerText()).resolves.not.toMatch(
      /Admin only|Staging only/,
    );
  });

  it('starts with Getting started: the SDK, the mock and the sandbox', async () => {
    const text = await textOf('section/Getting-started');
    expect(text).toContain("import { createWalletApi } from '@waas/client';");
    expect(text).toContain("-H 'Prefer: code=404, example=accountNotFound'");
    expect(text).toContain('http://127.0.0.1:4010/api/v1/wallets/get/wallet/');
    expect(text).toContain('http://127.0.0.1:4000/api/v1/wallets/get/wallet/');
  });

  it('logs no console error or warning and requests nothing off 127.0.0.1', async () => {
    // Scroll to the foot so that anything drawn late has been drawn.
    await reference.page.locator(`[data-section-id="${tagSection(WEBHOOKS_TAG)}"]`).scrollIntoViewIfNeeded();
    await section(`operation/${operations[0]!.operationId}`).evaluate((element) => element.scrollIntoView());
    await reference.page.waitForTimeout(300);
    await reference.page.screenshot({ path: join(SHOTS, 'operation.png') });
    expect(reference.requests.length).toBeGreaterThan(0);
    expect(reference.outside).toEqual([]);
    expect(reference.errors).toEqual([]);
    // Redoc warns "Incompatible types in allOf" where an envelope's composition contradicts itself.
    expect(reference.warnings).toEqual([]);
  });
});

describe('the watch on the page', () => {
  it('catches a request to another loopback address and a console error', async () => {
    const fixture = mkdtempSync(join(tmpdir(), 'waas-docs-fixture-'));
    writeFileSync(
      join(fixture, 'index.html'),
      '<!doctype html><img src="http://127.0.0.2:9/pixel.png">' +
        '<script>console.error("seen"); console.warn("warned")</script>',
    );
    const fixtureServer = await serveDocs({ root: fixture, port: 0 });
    try {
      const watched = await browser.open(fixtureServer.url);
      await watched.page.waitForLoadState('load');
      expect(watched.outside).toEqual(['http://127.0.0.2:9/pixel.png']);
      expect(watched.errors).toContain('seen');
      expect(watched.warnings).toContain('warned');
    } finally {
      await fixtureServer.close();
      rmSync(fixture, { recursive: true, force: true });
    }
  });
});
