import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { withDecimalMultipleOf } from './decimal-multiple.js';
import { pointer, resolve, type OpenApiDocument } from './bundle.js';
import { INVALID_EXAMPLES } from './pairs.js';

/** One example in the bundle and the schema it must satisfy. */
export interface ExampleSite {
  /** JSON pointer of the example (the `example` value, or the entry under `examples`). */
  at: string;
  /** Set when the example is a `$ref` to `components/examples`. */
  via?: string;
  schemaAt: string;
  value: unknown;
  /** Under `x-invalid-examples`: a request example that must fail its schema (invalid-request pairs send it). */
  invalid: boolean;
}

/**
 * Every example that sits beside a schema: parameters, headers and media types (request bodies, responses,
 * webhooks), wherever they are in paths, webhooks or components. Examples under `components/examples` are checked
 * where they are used; an unused one is a lint error (no-unused-components).
 */
export function collectExamples(document: OpenApiDocument): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if ('schema' in object) {
      const schemaAt = pointer(...path, 'schema');
      if ('example' in object)
        sites.push({ at: pointer(...path, 'example'), schemaAt, value: object.example, invalid: false });
      for (const key of ['examples', INVALID_EXAMPLES] as const) {
        for (const [name, example] of Object.entries((object[key] ?? {}) as Record<string, unknown>)) {
          const ref = (example as { $ref?: string }).$ref;
          const { value } = resolve<{ value?: unknown }>(document, example);
          const site: ExampleSite = {
            at: pointer(...path, key, name),
            schemaAt,
            value,
            invalid: key === INVALID_EXAMPLES,
          };
          if (ref !== undefined) site.via = ref;
          sites.push(site);
        }
      }
    }
    for (const [key, child] of Object.entries(object)) {
      // Schemas hold no examples of this kind, and a property named `schema` is not a media type.
      if (key === 'schema' || key === 'schemas' || key === 'example' || key === 'examples' || key === INVALID_EXAMPLES)
        continue;
      visit(child, [...path, key]);
    }
  };
  visit(document, []);
  return sites;
}

const BUNDLE_ID = 'https://waas.invalid/openapi.json';
/** OpenAPI 3.1 keywords that JSON Schema 2020-12 does not define; they annotate and never constrain. */
const OPENAPI_KEYWORDS = ['discriminator', 'example', 'externalDocs', 'xml'];

/**
 * Returns a validator for examples of `document`: Ajv 2020-12 in strict mode, with formats. The whole bundle is
 * registered as one schema resource so `#/components/schemas/...` references resolve as they do in the document.
 */
export function exampleValidator(document: OpenApiDocument): (site: ExampleSite) => ErrorObject[] {
  const ajv = withDecimalMultipleOf(
    new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }),
  );
  formats.default(ajv);
  // The document's own top-level fields are declared too: Ajv compiles the root of a resource it resolves into.
  ajv.addVocabulary([...new Set([...OPENAPI_KEYWORDS, ...Object.keys(document), ...extensionKeywords(document)])]);
  ajv.addSchema(document, BUNDLE_ID);
  return (site) => {
    const validate = ajv.getSchema(BUNDLE_ID + site.schemaAt);
    if (!validate) throw new Error(`No schema at ${site.schemaAt}`);
    return validate(site.value) ? [] : (validate.errors ?? []);
  };
}

/** `x-` keys anywhere in the document; Ajv's strict mode would reject them inside schemas otherwise. */
function extensionKeywords(document: OpenApiDocument): string[] {
  const keys = new Set<string>();
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('x-')) keys.add(key);
      visit(child);
    }
  };
  visit(document);
  return [...keys];
}
