import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { parse } from 'yaml';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { dereference, resolve } from '@waas/spec/document';

const DOCUMENT = new URL('../../control/openapi.yaml', import.meta.url);

/** The control API's own OpenAPI document (apps/sandbox/control/openapi.yaml). */
export const loadControlDocument = (): OpenApiDocument => parse(readFileSync(DOCUMENT, 'utf8')) as OpenApiDocument;

export interface ControlRoute {
  operationId: string;
  method: string;
  url: string;
  accepts(request: { params: unknown; body: unknown }): boolean;
  responseSchemas: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** One route per operation of the control document, with Ajv validators of its path parameters and body. */
export function controlRoutes(document: OpenApiDocument): ControlRoute[] {
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
  formats.default(ajv);
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] !== undefined).map((method): ControlRoute => {
      const operation = item[method] as { operationId: string; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolve<{ name: string; in: string; required?: boolean; schema: unknown }>(document, p),
      );
      const pathParameters = parameters.filter((p) => p.in === 'path');
      const params = ajv.compile({
        type: 'object',
        properties: Object.fromEntries(pathParameters.map((p) => [p.name, dereference(document, p.schema)])),
        required: pathParameters.map((p) => p.name),
      });
      const body = operation.requestBody
        ? resolve<{ content: Record<string, { schema: unknown }> }>(document, operation.requestBody).content['application/json']?.schema
        : undefined;
      const validBody: ValidateFunction | undefined = body === undefined ? undefined : ajv.compile(dereference(document, body) as object);
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        accepts: (request) => params(request.params) && (validBody === undefined || validBody(request.body)),
        responseSchemas: Object.fromEntries(
          Object.entries(operation.responses).flatMap(([status, response]) => {
            const schema = resolve<{ content?: Record<string, { schema?: unknown }> }>(document, response).content?.['application/json']?.schema;
            return schema === undefined ? [] : [[status, dereference(document, schema)]];
          }),
        ),
      };
    }),
  );
}
