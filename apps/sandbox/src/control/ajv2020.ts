import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const newAjv = (coerce: boolean) => {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: coerce, useDefaults: true });
  formats.default(ajv);
  return ajv;
};
// Query strings and path parameters arrive as text; bodies are JSON and are taken as sent.
const text = newAjv(true);
const json = newAjv(false);

/** Control routes validate with the repo's one validator, Ajv on JSON Schema 2020-12, not Fastify's draft-07 default. */
export function useAjv2020(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? json : text).compile(schema));
}
