// A page in headless Chromium drives the sandbox through the conformance proxy, recording a HAR as it goes: the
// proxy's report lists what the page did, the HAR judged afterwards lists the same, and neither finds a fault.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, servePage, type Browser, type ServedPage } from '@waas/chromium';
import { readHar, resolveProfile, startProxy, Traffic, type RunningProxy, type RunReport } from '@waas/conformance';
import { pairByName } from '@waas/spec/pairs';
import { DEFAULT_DEMO_KEYS } from '../seed/keys.js';
import { startSandbox, type RunningSandbox } from '../test/harness.js';
import { pairs } from '../test/pairs.js';

const retrieved = pairByName(pairs, 'getWalletById', 'walletRetrieved');
const dir = mkdtempSync(join(tmpdir(), 'waas-traffic-'));
const harFile = join(dir, 'page.har');

let running: RunningSandbox;
let proxy: RunningProxy;
let page: ServedPage;
let browser: Browser;
let proxied: Traffic;
let recorded: RunReport;

/** The failed checks of a traffic report, as lines: what a reader would be shown. */
const failed = (report: RunReport) =>
  report.results.flatMap((r) =>
    r.checks.filter((c) => c.outcome === 'failed').map((c) => `${r.id} ${c.name}: ${c.message}`),
  );

beforeAll(async () => {
  running = await startSandbox();
  proxied = new Traffic(resolveProfile({}, { target: running.baseUrl }));
  proxy = await startProxy({ traffic: proxied });
  page = await servePage({ entry: fileURLToPath(new URL('./fixtures/cross-origin-page.ts', import.meta.url)) });
  browser = await launchBrowser();
  const app = await browser.open(page.url, { recordHar: harFile });
  await app.page.waitForFunction(() => 'crossOrigin' in window);
  const call = { baseUrl: proxy.url, apiKey: DEFAULT_DEMO_KEYS.admin, walletId: retrieved.request.pathParams.walletId };
  await app.page.evaluate(
    (c) => (window as never as { crossOrigin: { withFetch(c: unknown): Promise<unknown> } }).crossOrigin.withFetch(c),
    call,
  );
  await app.page.evaluate(
    (c) => (window as never as { crossOrigin: { withClient(c: unknown): Promise<unknown> } }).crossOrigin.withClient(c),
    call,
  );
  await app.close();
  const har = readHar(readFileSync(harFile, 'utf8'));
  const judged = new Traffic(resolveProfile({}, { target: proxy.url }));
  for (const exchange of har.exchanges) judged.observe(exchange);
  recorded = judged.report();
});
afterAll(async () => {
  await browser?.close();
  await page?.close();
  await proxy?.close();
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a page driving the sandbox through the proxy', () => {
  it("the proxy's report lists what the page did: two wallet reads and a refused posting, judged with no fault", () => {
    const report = proxied.report();
    expect(report.results.map((r) => [r.id, r.observed?.exchanges])).toEqual([
      ['getWalletById 200', 2],
      ['postWalletTransaction 400', 1],
    ]);
    // Playwright answers the page's CORS preflights itself while it watches the page's requests: none reaches the
    // proxy.
    expect(report.traffic?.leftOut).toEqual({ noAnswer: 0, otherHost: 0, unknownPath: 0, paths: {} });
    expect(failed(report)).toEqual([]);
    expect(report.summary.checks.byName.schema?.run).toBeGreaterThan(0);
  });

  it(
    'the HAR Chromium recorded is judged the same: the same exchanges, ' +
      'bodies read, no fault; the page itself left out',
    () => {
      expect(recorded.results.map((r) => [r.id, r.observed?.exchanges])).toEqual([
        ['getWalletById 200', 2],
        ['postWalletTransaction 400', 1],
      ]);
      expect(failed(recorded)).toEqual([]);
      // Bodies were in the recording: the answers were judged against their schemas, not by status alone.
      expect(recorded.summary.checks.byName.schema?.run).toBe(proxied.report().summary.checks.byName.schema?.run);
      expect(recorded.traffic!.leftOut.otherHost).toBeGreaterThan(0);
    },
  );
});
