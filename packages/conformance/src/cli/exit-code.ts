import type { Summary } from '../summary.js';
import type { ExitCode } from './options.js';

/**
 * What a finished run exits with, from its summary alone: 2 when a case got no HTTP answer (the run is broken,
 * whatever else it found), 1 when a check failed or coverage is below the floor, else 0.
 */
export function exitCode(summary: Summary): ExitCode {
  if (summary.cases.error > 0) return 2;
  return summary.cases.failed > 0 || summary.coverage.belowFloor ? 1 : 0;
}
