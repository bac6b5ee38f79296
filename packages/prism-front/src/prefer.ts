// Prism answers a `Prefer` that names an example its status does not have with a 500 (`#UNKNOWN`, "We tried default
// response"), where it answers a status the operation lacks (`code=418`) with a 404 problem that names it. The front
// gives the unknown example that same 404, naming the example asked for and the ones the status has.
import { responseExamples, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';

export interface UnknownExample {
  status: string;
  example: string;
  /** The examples the status has, in document order. */
  examples: string[];
}

/**
 * `code` and `example` as Prism reads them (parse-prefer-header): comma-separated, names in any case, values maybe
 * quoted.
 */
function preferences(prefer: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const preference of prefer.split(',')) {
    // After a `;` come the preference's own parameters, which Prism reads under other names.
    const [name = '', ...value] = preference.split(';')[0]!.split('=');
    found[name.trim().toLowerCase()] ??= value
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return found;
}

/** What a `Prefer` header names that the operation does not have: an example missing from a status it documents. */
export function unknownExample(
  document: OpenApiDocument,
  operation: OperationEntry,
  prefer: string,
): UnknownExample | undefined {
  const { code, example } = preferences(prefer);
  // An undocumented status (or none) is Prism's to answer; it names it.
  if (code === undefined || example === undefined || operation.responses[code] === undefined) return undefined;
  const examples = responseExamples(document, operation)
    .filter(([status]) => status === code)
    .map(([, , name]) => name);
  return examples.includes(example) ? undefined : { status: code, example, examples };
}

/** The 404 problem Prism gives `code=418`, for an example instead of a status. */
export const unknownExampleProblem = ({ status, example, examples }: UnknownExample) => ({
  type: 'https://stoplight.io/prism/errors#NOT_FOUND',
  title: 'The server cannot find the requested content',
  status: 404,
  detail:
    `Requested example ${example} is not defined for status code ${status}; its examples: ` +
    `${examples.join(', ') || 'none'}.`,
});
