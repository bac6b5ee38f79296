// The HTML report as a QA lead opens it, in headless Chromium at 1280 px: a run with deviations, faults and a refuted
// choice against the independent target fits the width, each kind of finding in its own section.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, type Browser } from '@waas/chromium';
import { startIndependentTarget, type IndependentTarget } from '@waas/independent-target';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resolveProfile } from '../profile/load.js';
import { run } from '../run/runner.js';
import { stagingProfile } from '@waas/independent-target/staging-profile';
import { REPORTERS } from './index.js';

let target: IndependentTarget;
let browser: Browser;
let page: string;

beforeAll(async () => {
  // A 500 with a stack trace, a key echoed, and a staging that reads back only transfers: faults and a refutation.
  target = await startIndependentTarget({
    unknownMobileAnswers500: true,
    refusedKeyEchoed: true,
    transferStatusOnlyForTransfers: true,
  });
  const report = await run({
    timeoutMs: 5_000,
    retries: 0,
    generated: { maxCases: 0 },
    profile: resolveProfile(stagingProfile(target)),
  });
  page = REPORTERS.html(report);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await target?.close();
});

test('at 1280 px nothing scrolls sideways, and deviations, refutations and faults each show as such', async () => {
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const opened = await browser.open(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await opened.page.setViewportSize({ width: 1280, height: 900 });
    const { page: shown } = opened;
    const seen = {
      scrollWidth: Number(await shown.evaluate('document.documentElement.scrollWidth')),
      headings: await shown.locator('h2').allTextContents(),
      faults: await shown.locator('.fault').allTextContents(),
      refuted: await shown.locator('details.refuted').count(),
    };
    expect(seen.scrollWidth).toBeLessThanOrEqual(1280);
    expect(seen.headings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Deviations from the document \(\d+\)$/),
        expect.stringMatching(/^Refutations of provisional choices \([1-9]\d*\)$/),
      ]),
    );
    expect(seen.faults).toEqual(expect.arrayContaining(['serverError', 'leakedInternals', 'echoedCredential']));
    expect(seen.refuted).toBeGreaterThan(0);
  } finally {
    await new Promise((done) => server.close(done));
  }
}, 60_000);
