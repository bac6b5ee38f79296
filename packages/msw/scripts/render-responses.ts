import { matchingOf, type Matching } from '@waas/spec/matching';
import { readOperations, responseExamples, type OpenApiDocument } from '@waas/spec/pairs';

const HEADER =
  '// Generated from spec/dist/openapi.json (operations, their documented response examples ' +
  'and the data of the matching rule). Do not edit: run `pnpm --filter @waas/msw generate`.\n';

interface DocumentedOperation {
  method: string;
  path: string;
  host: string;
  /** What the mock answers a valid request without `Prefer`: the first example of the lowest 2xx status. */
  byDefault: { status: number; example: string };
  /** status → example name → what is sent, in document order. */
  responses: Record<string, Record<string, { contentType: string; body: unknown }>>;
  /** The spec's matching rule for this operation: how a request without `Prefer` is told which example it gets. */
  matching: Matching;
}

/** The text of src/responses.gen.ts for a bundle; the generate script writes it, the drift test compares it. */
export function renderResponses(document: OpenApiDocument): string {
  const operations = readOperations(document).map((operation) => {
    const responses: DocumentedOperation['responses'] = {};
    for (const [status, contentType, name, example] of responseExamples(document, operation)) {
      if (!/^[1-5]\d\d$/.test(status))
        throw new Error(`${operation.operationId} ${status} ${name}: examples need a numeric status`);
      (responses[status] ??= {})[name] = { contentType, body: example.value };
    }
    const success = Object.keys(responses)
      .filter((status) => status.startsWith('2'))
      .sort()[0];
    const example = success === undefined ? undefined : Object.keys(responses[success]!)[0];
    if (success === undefined || example === undefined)
      throw new Error(`${operation.operationId}: no 2xx example to answer by default`);
    const documented: DocumentedOperation = {
      method: operation.method,
      path: operation.path,
      host: operation.host,
      byDefault: { status: Number(success), example },
      responses,
      matching: matchingOf(document, operation),
    };
    return [operation.operationId, documented] as const;
  });
  operations.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    HEADER,
    '/** operationId → its method, path template and host, the response it gives by default, its documented ' +
      'responses by status and example name, and which of them a request without `Prefer` gets ' +
      '(`@waas/spec/matching`). */',
    `export const OPERATIONS = ${JSON.stringify(Object.fromEntries(operations), null, 2)} as const;`,
    '',
  ].join('\n');
}
