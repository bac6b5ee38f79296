import { loadBundle } from '@waas/spec/pairs';
import { receiverCases } from '../cases/receiver/receiver-cases.js';
import { redacted, redactor } from '../core/redact.js';
import { ConfigError } from '../profile/load.js';
import type { RunReport } from '../run/runner.js';
import { summarize } from '../run/summary.js';
import { exitCode } from './exit-code.js';
import { wholeNumber, writeReports, type Io, type Output } from './io.js';
import type { Values } from './values.js';

/**
 * `waas-conformance receiver --url <url> --secret <secret>`: a team's own webhook receiver, held to what the document
 * asks of one and what a signed webhook's receiver must refuse. The spec's provisional choices are not in question
 * here: every failure is the receiver's.
 */
export async function receiverCommand(values: Values, outputs: Output[], io: Io): Promise<number> {
  if (!values.url) throw new ConfigError('receiver needs --url <url>: where your webhook receiver listens');
  if (!values.secret) throw new ConfigError("receiver needs --secret <secret>: the organization's webhook secret");
  const url = URL.parse(values.url);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ConfigError(`--url must be an http:// or https:// URL, got ${values.url}`);
  const document = loadBundle();
  const started = Date.now();
  const timeoutMs = wholeNumber('timeout', values.timeout, 1)!;
  const results = await receiverCases(document, { url: url.href, secret: values.secret }, { timeoutMs, retries: 0 });
  const report: RunReport = {
    target: { name: url.origin, kind: 'live', baseUrls: { wallet: url.href, checkout: url.href, payout: url.href } },
    seed: 0,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    requests: results.length,
    bailed: false,
    results,
    summary: summarize(document, [], results, []),
  };
  writeReports(redacted(report, redactor([values.secret])), outputs, io);
  return exitCode(report.summary);
}
