import type { Summary } from '../run/summary.js';
import type { ExitCode } from './options.js';

/**
 * What a finished run exits with: 2 when a case got no HTTP answer (the run is broken, whatever else it found); 1 when
 * the target deviates from the document, coverage is below the floor, or it refutes one of our provisional choices
 * and the profile says that fails the run (`provisional.refuted: fail`); else 0. A refuted choice alone is reported:
 * a staging that chose otherwise where the document is silent is not at fault.
 */
export function exitCode(summary: Summary): ExitCode {
  if (summary.cases.error > 0) return 2;
  const refuted = summary.provisional.some((choice) => choice.verdict === 'refuted');
  return summary.deviations.length > 0 || summary.coverage.belowFloor || (refuted && summary.refutedChoices === 'fail')
    ? 1
    : 0;
}
