import fastJson from 'fast-json-stringify';

type Serialize = (data: unknown) => string;

/**
 * Fastify's serializer compiler, fast-json-stringify as Fastify's own is, except that a response schema is compiled
 * the first time an answer is sent with it. Compiled at start, the serializers of every route and status (and of each
 * GET's HEAD route again) took the main thread of a cold start while PGlite started beside it on the other core, and
 * held up the first answer. The first answer with a schema pays for its own instead. As with validators
 * (contract/binder.ts), the tests send every documented answer, and serializers.test.ts compiles every response
 * schema, so a schema fast-json-stringify refuses fails a test first.
 */
export const serializerOnFirstUse = ({ schema }: { schema?: unknown }): Serialize => {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compileSerializer(schema))(data);
};

export const compileSerializer = (schema: unknown): Serialize => fastJson(schema as fastJson.AnySchema);
