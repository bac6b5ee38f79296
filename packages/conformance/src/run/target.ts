import { setTimeout as sleep } from 'node:timers/promises';
import { describeNetworkError } from '../core/http.js';
import { exchange } from '../core/http1.js';
import type { HttpResponse } from '../core/model.js';
import type { TargetKind } from '../core/model.js';

/** The target could not be reached or understood: exit code 2, one line. */
export class TargetError extends Error {
  override name = 'TargetError';
}

const PROBE_PATH = '/__conformance/probe';

/**
 * A gateway's or a starting server's answer, not the target's: a proxy whose upstream is not up yet (502, 504) or a
 * server that says it cannot serve yet (503). Judging it would take a starting mock for a live target.
 */
const NOT_ANSWERING_YET = new Set([502, 503, 504]);
const RETRY_MS = 250;

/**
 * Checks the target answers at all, and asks for a path no spec documents: Prism answers with its own problem
 * document (NO_PATH_MATCHED_ERROR), any other server with its own 404. That is how a mock is told from a live target
 * without sending Prefer to it. An answer in NOT_ANSWERING_YET is asked again until `timeoutMs` has passed, then the
 * run stops and says why it cannot decide.
 */
export async function probeTarget(baseUrl: string, timeoutMs: number): Promise<TargetKind> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let response: HttpResponse;
    try {
      // The run's own client: fetch would load undici, and pay its start-up, for this one request.
      response = await exchange({ method: 'GET', url: baseUrl + PROBE_PATH, headers: {} }, timeoutMs);
    } catch (error) {
      const reason = (error as { code?: unknown }).code ?? describeNetworkError(error, timeoutMs);
      throw new TargetError(`cannot reach the target ${baseUrl}: ${String(reason)}`);
    }
    const text = response.text;
    if (!NOT_ANSWERING_YET.has(response.status))
      return /stoplight\.io\/prism\/errors#NO_PATH_MATCHED_ERROR/.test(text) ? 'mock' : 'live';
    if (Date.now() + RETRY_MS > deadline) {
      throw new TargetError(
        `the target ${baseUrl} answered ${response.status} for ${timeoutMs} ms ` +
          '(a gateway or a server still starting): cannot tell a mock from a live target',
      );
    }
    await sleep(RETRY_MS);
  }
}
