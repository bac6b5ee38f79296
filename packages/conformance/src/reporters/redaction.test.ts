// Keys, secrets and signatures never reach a report: a target that echoes them back is the worst case.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { main } from '../cli/main.js';
import { resolveProfile } from '../profile/load.js';
import { run, type RunReport } from '../run/runner.js';
import { validReport } from '../testing/valid-report.js';
import { editBody, startFaultProxy } from '@waas/independent-target/fault-proxy';
import { REPORTERS, type ReporterName } from './index.js';

const KEY = 'org-key-0f3c9a7e51';
const OTHER_KEY = 'other-org-key-77b2d1';
const SECRET = 'whsec-5d1e8c0a93';
const SIGNATURE = 't=1715682151,v1=a0e4a1568b899ff87861ee515fd8445b9536f1a93d5db942637c06b873d7ffc0';
const SIGNATURE_HEX = SIGNATURE.split('v1=')[1]!;
/** A key with every character JSON, URLs and HTML escape: echoed, it reaches a report in each of those forms. */
const HOSTILE_KEY = `Ab"cd\\ef/g+h=i&j k<l>'m`;
const markup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const HOSTILE_FORMS = [
  HOSTILE_KEY,
  JSON.stringify(HOSTILE_KEY).slice(1, -1),
  encodeURIComponent(HOSTILE_KEY),
  new URLSearchParams({ k: HOSTILE_KEY }).toString().slice(2),
  markup(HOSTILE_KEY),
  markup(JSON.stringify(HOSTILE_KEY).slice(1, -1)),
];
const LEAKS = [KEY, OTHER_KEY, SECRET, SIGNATURE_HEX, ...HOSTILE_FORMS];

const profileFile = {
  kind: 'mock' as const,
  keys: { organization: KEY, otherOrganization: OTHER_KEY, nonAdmin: HOSTILE_KEY },
  webhooks: { secret: SECRET },
};
let proxy: { url: string; close: () => Promise<void> };
let report: RunReport;
const dir = mkdtempSync(join(tmpdir(), 'waas-reports-'));

beforeAll(async () => {
  // Echoes every secret into an error message, so values and leak checks fail and print what they saw.
  proxy = await startFaultProxy(
    inject('mockUrl'),
    editBody(
      (exchange) =>
        exchange.path.startsWith('/api/v1/wallets/get/wallet/') &&
        exchange.headers.prefer?.includes('accountNotFound') === true,
      (body) =>
        (body.message =
          `key ${KEY}, other ${OTHER_KEY}, secret ${SECRET}, X-Auth-Signature: ${SIGNATURE}, ` +
          `echoed ${HOSTILE_FORMS.join(' and ')}`),
    ),
  );
  report = await run({
    profile: resolveProfile(profileFile, { target: proxy.url }),
    timeoutMs: 10_000,
    retries: 0,
    generated: { seed: 1, maxCases: 0 },
  });
});
afterAll(async () => {
  await proxy?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the echoing target does fail, so the reports have something to show', () => {
  expect(report.results.filter((r) => r.outcome === 'failed').map((r) => r.id)).toEqual([
    'getWalletById 404 accountNotFound',
  ]);
});

describe.each(Object.keys(REPORTERS) as ReporterName[])('the %s reporter', (name) => {
  test('redacts every key, secret and signature', () => {
    const text = REPORTERS[name](report);
    for (const secret of LEAKS) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
  test('shows the failure with expected, actual and a curl command', () => {
    const text = REPORTERS[name](report);
    expect(text).toContain('getWalletById 404 accountNotFound');
    expect(text).toContain('Account not found');
    expect(text).toMatch(/curl -X GET/);
  });
});

test('the json report of the run meets the schema', () => {
  const json = validReport(REPORTERS.json(report));
  expect(json.failures.map((f) => f.caseId)).toContain('getWalletById 404 accountNotFound');
});

test('saved reports are redacted too, and the saved json meets the schema', async () => {
  const profile = join(dir, 'profile.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(profile, JSON.stringify(profileFile));
  const files = (['json', 'junit', 'html'] as const).map((name) => [name, join(dir, `report.${name}`)] as const);
  const out: string[] = [];
  const io = {
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => out.push(t) },
    env: {},
    cwd: dir,
  };
  const code = await main(
    [
      'run',
      '--target',
      proxy.url,
      '--profile',
      profile,
      ...files.flatMap(([name, file]) => ['--reporter', `${name}=${file}`]),
      '--reporter',
      'pretty',
      '--max-cases',
      '0',
    ],
    io,
  );
  expect(code).toBe(1);
  for (const text of [...files.map(([, file]) => readFileSync(file, 'utf8')), out.join('')]) {
    for (const secret of LEAKS) expect(text).not.toContain(secret);
  }
  validReport(readFileSync(join(dir, 'report.json'), 'utf8'));
  expect(readFileSync(join(dir, 'report.html'), 'utf8')).not.toMatch(/<script|<link|https?:\/\/(?!127\.0\.0\.1)/);
});
