import { describeNetworkError } from './http.js';
import type { TargetKind } from './model.js';

/** The target could not be reached or understood: exit code 2, one line. */
export class TargetError extends Error {
  override name = 'TargetError';
}

const PROBE_PATH = '/__conformance/probe';

/**
 * Checks the target answers at all, and asks for a path no spec documents: Prism answers with its own problem document (NO_PATH_MATCHED_ERROR), any other
 * server with its own 404. That is how a mock is told from a live target without sending Prefer to it.
 */
export async function probeTarget(baseUrl: string, timeoutMs: number): Promise<TargetKind> {
  let response: Response;
  try {
    response = await fetch(baseUrl + PROBE_PATH, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new TargetError(`cannot reach the target ${baseUrl}: ${describeNetworkError(error, timeoutMs)}`);
  }
  const text = await response.text();
  return /stoplight\.io\/prism\/errors#NO_PATH_MATCHED_ERROR/.test(text) ? 'mock' : 'live';
}
