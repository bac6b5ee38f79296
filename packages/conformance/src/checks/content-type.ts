import type { CheckResult } from '../core/model.js';

const mediaType = (header: string) => header.split(';')[0]!.trim().toLowerCase();

export function checkContentType(expected: string, actual: string): CheckResult {
  return {
    name: 'contentType',
    outcome: mediaType(actual) === mediaType(expected) ? 'passed' : 'failed',
    expected: mediaType(expected),
    actual: actual || '(none)',
  };
}
