import type { Traffic } from '../traffic/traffic.js';
import { exitCode } from './exit-code.js';
import { writeReports, type Io, type Output } from './io.js';
import { nothingJudged } from './traffic-line.js';

/**
 * The end of a traffic run, recorded or proxied alike: its reports written, and its exit code; 2 when it judged
 * nothing, since a run that saw no answer proves nothing.
 */
export function reportTraffic(traffic: Traffic, outputs: readonly Output[], io: Io): number {
  const report = traffic.report();
  writeReports(report, outputs, io);
  const nothing = nothingJudged(traffic);
  if (nothing) {
    io.stderr.write(`waas-conformance: ${nothing}\n`);
    return 2;
  }
  return exitCode(report.summary);
}
