import { readPairs, type ExamplePair, type OpenApiDocument } from '@waas/spec/pairs';

/** How a frontend gets one documented response out of the mock. */
export interface DocumentedResponse {
  operationId: string;
  request: string;
  status: number;
  example: string;
  prefer: string;
  /** What the request must do besides the Prefer header, in words. */
  note: string;
}

/**
 * Prism cannot tell keys apart, so only the missing header changes its answer on its own; every other key scenario
 * needs Prefer.
 */
const NOTES: Record<NonNullable<ExamplePair['scenario']>, string> = {
  missingApiKey: 'leave out x-api-key (Prism answers it without Prefer)',
  unknownApiKey: 'any x-api-key',
  otherOrganization: 'any x-api-key',
  nonAdminKey: 'any x-api-key',
  serverFault: 'any x-api-key',
};

export function documentedResponses(document: OpenApiDocument): DocumentedResponse[] {
  return readPairs(document).map((pair) => ({
    operationId: pair.operationId,
    request: `${pair.method.toUpperCase()} ${pair.path}`,
    status: pair.status,
    example: pair.name,
    prefer: `code=${pair.status}, example=${pair.name}`,
    note: pair.scenario
      ? NOTES[pair.scenario]
      : pair.request.invalidInputs.length > 0
        ? 'an invalid request gets it without Prefer'
        : '',
  }));
}

/**
 * The README's table of documented responses: for each operation in document order, its id and request, then a table
 * of its responses, so that no line is wider than the repository's 120 columns.
 */
export function responseTable(rows: readonly DocumentedResponse[]): string {
  const operations = [...new Set(rows.map((row) => row.operationId))];
  return operations
    .map((operationId) => {
      const own = rows.filter((row) => row.operationId === operationId);
      return [
        // Two lines, as one may be too wide; Markdown shows them as one.
        `\`${operationId}\`:`,
        `\`${own[0]!.request}\``,
        '',
        '| Status | Example | `Prefer` header | Also |',
        '| --- | --- | --- | --- |',
        ...own.map((row) => `| ${row.status} | ${row.example} | \`${row.prefer}\` | ${row.note} |`),
      ].join('\n');
    })
    .join('\n\n');
}
