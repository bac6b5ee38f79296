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
  missingApiKey: 'leave out x-api-key (Prism answers this one without Prefer too)',
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
        ? 'an invalid request gets this one without Prefer too'
        : '',
  }));
}

export function responseTable(rows: readonly DocumentedResponse[]): string {
  return [
    '| Operation | Request | Status | Example | `Prefer` header | Also |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.operationId} | \`${row.request}\` | ${row.status} | ${row.example} | \`${row.prefer}\` | ${row.note} |`,
    ),
  ].join('\n');
}
