import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type Parameter } from '@waas/spec/pairs';
import { pointer, resolve, type PathItemObject } from '@waas/spec/document';

/**
 * An operation of any OpenAPI document, read as `readOperations` of @waas/spec/pairs reads the bundle's: $refs
 * resolved, path-level parameters merged in (an operation's own override them). That reader also names each
 * operation's host from its servers' `x-host`, which only the bundle has (the control document's servers name
 * none, so it throws there), and keeps the request body's examples rather than its schema; this one does neither.
 */
export interface DocumentOperation {
  operationId: string;
  method: HttpMethod;
  /** The path template as written in the document, e.g. `/sandbox/organizations/{organizationId}/wallets`. */
  path: string;
  /** JSON pointer of the operation in the document. */
  at: string;
  /** The operation object itself, resolved: for extensions such as `x-admin-only`. */
  node: Record<string, unknown>;
  parameters: Parameter[];
  /** `requestBody`, resolved, with the schema of its `application/json` content when it has one. */
  requestBody?: { required: boolean; schema?: unknown };
  responses: Record<string, Record<string, unknown>>;
}

const REQUEST_MEDIA_TYPE = 'application/json';
const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(mediaType.split(';')[0]!.trim());

/** Every operation under `paths`, in document order. */
export function documentOperations(document: OpenApiDocument): DocumentOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) =>
      readOperation(document, path, item, method),
    ),
  );
}

function readOperation(
  document: OpenApiDocument,
  path: string,
  item: PathItemObject,
  method: HttpMethod,
): DocumentOperation {
  const at = pointer('paths', path, method);
  const node = resolve<{
    operationId?: string;
    parameters?: unknown[];
    requestBody?: unknown;
    responses?: Record<string, unknown>;
  }>(document, item[method]);
  if (!node.operationId) throw new Error(`${at}: operation has no operationId`);
  const byKey = new Map<string, Parameter>();
  for (const parameter of [...(item.parameters ?? []), ...(node.parameters ?? [])].map((p) =>
    resolve<Parameter>(document, p),
  )) {
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const operation: DocumentOperation = {
    operationId: node.operationId,
    method,
    path,
    at,
    node,
    parameters: [...byKey.values()],
    responses: Object.fromEntries(
      Object.entries(node.responses ?? {}).map(([status, response]) => [status, resolve(document, response)]),
    ),
  };
  if (node.requestBody !== undefined) {
    const requestBody = resolve<{ required?: boolean; content?: Record<string, unknown> }>(document, node.requestBody);
    const media = requestBody.content?.[REQUEST_MEDIA_TYPE];
    operation.requestBody = {
      required: requestBody.required === true,
      schema: media === undefined ? undefined : resolve<{ schema?: unknown }>(document, media).schema,
    };
  }
  return operation;
}

/** The JSON response examples of one operation, in document order: `[status, name, value]`. */
export function jsonResponseExamples(
  document: OpenApiDocument,
  operation: DocumentOperation,
): [status: string, name: string, value: unknown][] {
  return Object.entries(operation.responses).flatMap(([status, response]) =>
    Object.entries((response.content ?? {}) as Record<string, unknown>)
      .filter(([mediaType]) => isJson(mediaType))
      .flatMap(([, media]) =>
        Object.entries(resolve<{ examples?: Record<string, unknown> }>(document, media).examples ?? {}).map(
          ([name, example]): [string, string, unknown] => [
            status,
            name,
            resolve<{ value?: unknown }>(document, example).value,
          ],
        ),
      ),
  );
}
