import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { dereference, resolve } from '@waas/spec/document';
import { compiledOnFirstUse } from '../contract/binder.js';

export interface ControlDocumentFiles {
  /** apps/sandbox/control/openapi.yaml, the source. */
  yaml: URL;
  /** The same document as JSON with the digest of the YAML it was read from, written by the build. */
  parsed: URL;
}

/** Under tsx or vitest `parsed` is in src, where no build writes: the YAML is read. */
const FILES: ControlDocumentFiles = {
  yaml: new URL('../../control/openapi.yaml', import.meta.url),
  parsed: new URL('./openapi.json', import.meta.url),
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The control API's own OpenAPI document. Loading the YAML parser and parsing took about 110 ms of every start, so
 * the build leaves it parsed, and it is used while the YAML is the one it was parsed from.
 */
export async function loadControlDocument(files: ControlDocumentFiles = FILES): Promise<OpenApiDocument> {
  const text = await readFile(files.yaml, 'utf8');
  if (existsSync(files.parsed)) {
    const parsed = JSON.parse(await readFile(files.parsed, 'utf8')) as { source: string; document: OpenApiDocument };
    if (parsed.source === digest(text)) return parsed.document;
  }
  const { parse } = await import('yaml');
  return parse(text) as OpenApiDocument;
}

/** Run by the build: the parsed document `loadControlDocument` reads instead of the YAML. */
export async function writeParsedControlDocument(files: ControlDocumentFiles = FILES): Promise<void> {
  const text = await readFile(files.yaml, 'utf8');
  const { parse } = await import('yaml');
  await writeFile(files.parsed, JSON.stringify({ source: digest(text), document: parse(text) as OpenApiDocument }));
}

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
      const params = compiledOnFirstUse(() =>
        ajv.compile({
          type: 'object',
          properties: Object.fromEntries(pathParameters.map((p) => [p.name, dereference(document, p.schema)])),
          required: pathParameters.map((p) => p.name),
        }),
      );
      const body = operation.requestBody
        ? resolve<{ content: Record<string, { schema: unknown }> }>(document, operation.requestBody).content['application/json']?.schema
        : undefined;
      const validBody: (() => ValidateFunction) | undefined = body === undefined ? undefined : compiledOnFirstUse(() => ajv.compile(dereference(document, body) as object));
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        accepts: (request) => params()(request.params) && (validBody === undefined || validBody()(request.body)),
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
