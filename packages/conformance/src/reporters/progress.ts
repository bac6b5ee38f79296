import type { CaseResult } from '../core/model.js';

/** A one-line live tally on a terminal; nothing when the stream is a file or a pipe. */
export function progress(stream: NodeJS.WriteStream) {
  const tally = { passed: 0, failed: 0, notApplicable: 0, error: 0 };
  const live = stream.isTTY === true;
  return {
    onResult(result: CaseResult, done: number, total: number) {
      tally[result.outcome]++;
      if (!live) return;
      const counts = `✓ ${tally.passed}  ✗ ${tally.failed}  – ${tally.notApplicable}  ! ${tally.error}`;
      stream.write(`\r\x1b[2K  ${done}/${total}  ${counts}  ${result.id.slice(0, 60)}`);
    },
    done() {
      if (live) stream.write('\r\x1b[2K');
    },
  };
}
