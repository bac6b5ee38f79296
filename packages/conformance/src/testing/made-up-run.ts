// The made-up run the report's tests describe: the target it ran against and a request as the run hands it over.
import type { Report } from '../report/report.gen.js';

/** Each base URL its own host, so a field read from the wrong one shows. */
export const TARGET: Report['target'] = {
  name: 'made-up',
  kind: 'live',
  baseUrls: { wallet: 'http://t.test', checkout: 'http://c.test', payout: 'http://p.test' },
};

/** The fields the runner's report and the public one both open with. */
export const HEAD: Pick<Report, 'target' | 'seed' | 'startedAt' | 'durationMs' | 'requests' | 'bailed'> = {
  target: TARGET,
  seed: 7,
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1234,
  requests: 1,
  bailed: false,
};

/** Redacted already, as the run hands requests over (core/redact.ts). */
export const REQUEST = {
  method: 'GET',
  url: 'http://t.test/api/v1/wallets/get/wallet/1',
  headers: { 'x-api-key': '[redacted]' },
};
