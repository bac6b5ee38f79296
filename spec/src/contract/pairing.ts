// The pairing rule over every operation, as a lint rule: a request example and the response it gets share a name
// (pairing-rule.ts states the invariants). An operation that cannot be read as pairs at all (no operationId, no host,
// an unknown x-scenario) is reported at the operation, so a half-written one shows where it is.
import { pointer, type OpenApiDocument } from '../bundle.js';
import { pairingRuleViolations } from '../pairing-rule.js';
import { HTTP_METHODS, readOperation } from '../pairs.js';
import { findingAt, type Finding } from './finding.js';

export function pairingRule(document: OpenApiDocument): Finding[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).flatMap((method) => {
      try {
        // One operation at a time, so one unreadable operation hides none of the others.
        return pairingRuleViolations(document, readOperation(document, path, method)).map(({ message, at }) =>
          findingAt(at, message),
        );
      } catch (error) {
        return [findingAt(pointer('paths', path, method), error instanceof Error ? error.message : String(error))];
      }
    }),
  );
}
