// Every JSON response body is in one of the API's envelopes (interface document, 2.1 and 2.11): the conformance runner
// fails a body without one, so a schema that leaves the envelope out is caught here, where it is written.
import { type Convention, operationName } from './convention.js';
import type { SourceFiles, SourceNode } from './source-files.js';

/**
 * The required fields of each envelope shape; a body schema must require all the fields of one. The payout enquiry's
 * shape (2.11) requires shape B's fields and `succeeded`, so it is shape B here.
 */
export const ENVELOPES = [
  { shape: 'A', fields: ['code', 'success', 'message', 'data'] },
  { shape: 'B', fields: ['statusCode', 'message', 'data'] },
] as const;

const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(mediaType.split(';')[0]!.trim());

export const responseEnvelope: Convention = {
  name: 'waas-response-envelope',
  breaches(sources, operation) {
    return sources.entries(sources.child(operation.operation, 'responses')).flatMap(([status, response]) =>
      sources
        .entries(sources.child(sources.follow(response), 'content'))
        .filter(([mediaType]) => isJson(mediaType))
        .flatMap(([mediaType, media]) => {
          const content = sources.follow(media);
          const schema = sources.child(content, 'schema');
          if (!content || !schema) return [];
          const required = requiredFields(sources, schema);
          if (ENVELOPES.some(({ fields }) => fields.every((field) => required.has(field)))) return [];
          const shapes = ENVELOPES.map(({ shape, fields }) => `${shape} (${fields.join(', ')})`).join(' or ');
          return [
            {
              at: sources.key(content, 'schema') ?? schema,
              message:
                `${operationName(operation)} ${status} ${mediaType}: the body is in no envelope ` +
                `(it requires ${[...required].join(', ') || 'no field'}); want shape ${shapes}`,
            },
          ];
        }),
    );
  },
};

/** The fields a schema requires, its own and those of every `allOf` member, through `$ref`s. */
function requiredFields(sources: SourceFiles, written: SourceNode, depth = 0): Set<string> {
  const schema = sources.follow(written);
  if (!schema || depth > 32) return new Set();
  const own = sources.items(sources.child(schema, 'required')).map((field) => String(sources.scalar(field)));
  const inherited = sources
    .items(sources.child(schema, 'allOf'))
    .flatMap((member) => [...requiredFields(sources, member, depth + 1)]);
  return new Set([...own, ...inherited]);
}
