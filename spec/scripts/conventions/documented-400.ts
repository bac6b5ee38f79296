// An operation that takes input (a parameter or a request body) documents its 400: the conformance runner sends each
// such operation malformed and incomplete requests and expects the 400 the spec describes.
import { type Convention, operationName } from './convention.js';

export const documented400: Convention = {
  name: 'waas-documented-400',
  breaches(sources, operation) {
    const parameters = [
      ...sources.items(sources.child(operation.item, 'parameters')),
      ...sources.items(sources.child(operation.operation, 'parameters')),
    ].length;
    const body = sources.child(operation.operation, 'requestBody') !== undefined;
    const responses = sources.child(operation.operation, 'responses');
    if ((parameters === 0 && !body) || sources.child(responses, '400') !== undefined) return [];
    const inputs = [parameters > 0 ? `${parameters} parameter${parameters === 1 ? '' : 's'}` : '', body ? 'a body' : '']
      .filter(Boolean)
      .join(' and ');
    return [
      {
        // At the responses the 400 belongs in; at the operation when it has none at all.
        at: sources.key(operation.operation, 'responses') ?? operation.operation,
        message: `${operationName(operation)} takes ${inputs} but documents no 400 response for an invalid request`,
      },
    ];
  },
};
