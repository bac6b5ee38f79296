import { pointer, resolve, type OpenApiDocument, type PathItemObject } from './bundle.js';

export { type OpenApiDocument } from './bundle.js';

export const HOSTS = ['wallet', 'checkout', 'payout'] as const;
export type Host = (typeof HOSTS)[number];

/**
 * How the API key of a pair's request is chosen (`x-scenario` on the response example); absent means the organization's
 * own key.
 */
export const SCENARIOS = ['missingApiKey', 'unknownApiKey', 'otherOrganization', 'nonAdminKey', 'serverFault'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface PairRequest {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** Absent when the request body has no example of the pair's name. */
  body?: unknown;
  /** Why the request is invalid on purpose; empty for a well-formed request. */
  invalidInputs: InvalidInput[];
}

export interface InvalidInput {
  /** e.g. `query parameter mobNum`, `body`. */
  input: string;
  /** `leftOut`: required, with no example of the pair's name; `invalid`: its example is under `x-invalid-examples`. */
  reason: 'leftOut' | 'invalid';
}

export interface ExamplePair {
  operationId: string;
  method: HttpMethod;
  /** The path template as written in the document, e.g. `/wallets/get/wallet/{walletId}`. */
  path: string;
  host: Host;
  status: number;
  name: string;
  scenario?: Scenario;
  request: PairRequest;
  response: { contentType: string; body: unknown };
}

/**
 * Where a parameter or request media type keeps its examples that are invalid on purpose (the generic invalid
 * request sends them). Not under `examples`, where linters and generators would take them for examples of the schema.
 */
export const INVALID_EXAMPLES = 'x-invalid-examples';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  examples?: Record<string, unknown>;
  [INVALID_EXAMPLES]?: Record<string, unknown>;
}

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  servers?: { 'x-host'?: string }[];
}

/** An operation of `paths` with its $refs resolved and path-level parameters merged in. */
export interface OperationEntry {
  operationId: string;
  method: HttpMethod;
  path: string;
  host: Host;
  /** JSON pointer of the operation in the bundle. */
  at: string;
  parameters: Parameter[];
  /** `requestBody.content['application/json']`, resolved. */
  body?: { required: boolean; examples: Record<string, unknown>; invalidExamples: Record<string, unknown> };
  responses: Record<string, Record<string, unknown>>;
}

const REQUEST_MEDIA_TYPE = 'application/json';
const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(mediaType.split(';')[0]!.trim());

/** Every operation under `paths`, in document order. */
export function readOperations(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => readOperation(document, path, method)),
  );
}

/** One operation of `paths`; throws, naming its pointer, when it has no operationId or no single host. */
export function readOperation(document: OpenApiDocument, path: string, method: HttpMethod): OperationEntry {
  const at = pointer('paths', path, method);
  const item: PathItemObject = document.paths?.[path] ?? {};
  const operation = resolve<Operation>(document, item[method]);
  if (!operation.operationId) throw new Error(`${at}: operation has no operationId`);
  // Operation-level parameters override path-level ones of the same name and location.
  const byKey = new Map<string, Parameter>();
  for (const node of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve<Parameter>(document, node);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const requestBody =
    operation.requestBody === undefined
      ? undefined
      : resolve<{ required?: boolean; content?: Record<string, unknown> }>(document, operation.requestBody);
  const media = requestBody?.content?.[REQUEST_MEDIA_TYPE];
  const entry: OperationEntry = {
    operationId: operation.operationId,
    method,
    path,
    host: hostOf(document, operation, item, at),
    at,
    parameters: [...byKey.values()],
    responses: Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, response]) => [status, resolve(document, response)]),
    ),
  };
  if (requestBody) {
    const node = media
      ? resolve<{ examples?: Record<string, unknown>; [INVALID_EXAMPLES]?: Record<string, unknown> }>(document, media)
      : {};
    entry.body = {
      required: requestBody.required === true,
      examples: node.examples ?? {},
      invalidExamples: node[INVALID_EXAMPLES] ?? {},
    };
  }
  return entry;
}

function hostOf(document: OpenApiDocument, operation: Operation, item: PathItemObject, at: string): Host {
  const servers = operation.servers ?? (item.servers as Operation['servers']) ?? document.servers ?? [];
  // Staging, production and local servers of one operation all stand for the same host.
  const hosts = [...new Set(servers.map((server) => server['x-host']))];
  const [host] = hosts;
  if (hosts.length !== 1 || !HOSTS.includes(host as Host)) {
    throw new Error(
      `${at}: its servers have x-host ${hosts.map(String).join(', ') || 'none'}, want one of ${HOSTS.join(', ')}`,
    );
  }
  return host as Host;
}

/** The JSON response examples of one operation, in document order: `[status, contentType, name, example]`. */
export function responseExamples(document: OpenApiDocument, operation: OperationEntry) {
  return Object.entries(operation.responses).flatMap(([status, response]) =>
    Object.entries((response.content ?? {}) as Record<string, unknown>)
      .filter(([contentType]) => isJson(contentType))
      .flatMap(([contentType, media]) =>
        Object.entries(resolve<{ examples?: Record<string, unknown> }>(document, media).examples ?? {}).map(
          ([name, example]) =>
            [
              status,
              contentType,
              name,
              resolve<{ value?: unknown; 'x-scenario'?: string }>(document, example),
            ] as const,
        ),
      ),
  );
}

/** Applies the pairing rule: one pair per operation, response status and response example name. */
export function readPairs(document: OpenApiDocument): ExamplePair[] {
  return readOperations(document).flatMap((operation) => operationPairs(document, operation));
}

/** The pairs of one operation, in document order. */
export function operationPairs(document: OpenApiDocument, operation: OperationEntry): ExamplePair[] {
  return responseExamples(document, operation).map(([status, contentType, name, example]): ExamplePair => {
    const where = `${operation.operationId} ${status} ${name}`;
    if (!/^[1-5]\d\d$/.test(status)) throw new Error(`${where}: examples need a numeric status, not ${status}`);
    const scenario = example['x-scenario'];
    if (scenario !== undefined && !SCENARIOS.includes(scenario as Scenario)) {
      throw new Error(`${where}: unknown x-scenario ${scenario}, want one of ${SCENARIOS.join(', ')}`);
    }
    const pair: ExamplePair = {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      host: operation.host,
      status: Number(status),
      name,
      request: requestOf(document, operation, name),
      response: { contentType, body: example.value },
    };
    if (scenario !== undefined) pair.scenario = scenario as Scenario;
    return pair;
  });
}

/**
 * The request of pair `name`: each input that has an example of that name; omitted inputs are how invalid requests drop
 * a field.
 */
function requestOf(document: OpenApiDocument, operation: OperationEntry, name: string): PairRequest {
  const request: PairRequest = { pathParams: {}, query: {}, headers: {}, invalidInputs: [] };
  const slot = { path: request.pathParams, query: request.query, header: request.headers } as const;
  const take = (
    input: string,
    required: boolean,
    examples: Record<string, unknown> = {},
    invalidExamples: Record<string, unknown> = {},
  ) => {
    const valid = examples[name];
    const invalid = invalidExamples[name];
    if (valid !== undefined && invalid !== undefined) {
      throw new Error(
        `${operation.operationId}: ${input} has example ${name} both under examples and under ${INVALID_EXAMPLES}`,
      );
    }
    if (valid === undefined && invalid === undefined) {
      if (required) request.invalidInputs.push({ input, reason: 'leftOut' });
      return undefined;
    }
    if (invalid !== undefined) request.invalidInputs.push({ input, reason: 'invalid' });
    return resolve<{ value?: unknown }>(document, valid ?? invalid);
  };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie')
      throw new Error(`${operation.operationId}: cookie parameters are not part of the pairing rule`);
    const example = take(
      `${parameter.in} parameter ${parameter.name}`,
      parameter.required === true,
      parameter.examples,
      parameter[INVALID_EXAMPLES],
    );
    if (example) slot[parameter.in][parameter.name] = example.value;
  }
  if (operation.body) {
    const example = take('body', operation.body.required, operation.body.examples, operation.body.invalidExamples);
    if (example) request.body = example.value;
  }
  return request;
}

/** Finds one pair by operation and example name, so tests read their data from the spec instead of pasting it. */
export function pairByName(pairs: readonly ExamplePair[], operationId: string, name: string): ExamplePair {
  const pair = pairs.find((p) => p.operationId === operationId && p.name === name);
  if (!pair) throw new Error(`No example pair ${name} for operation ${operationId}`);
  return pair;
}

/** The URL of a pair's request against a target whose root serves the document's paths. */
export function pairUrl(pair: ExamplePair, baseUrl: string): URL {
  const path = pair.path.replace(/\{([^}]+)\}/g, (template, name: string) =>
    name in pair.request.pathParams
      ? encodeURIComponent(String(pair.request.pathParams[name]))
      : encodeURIComponent(template),
  );
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [name, value] of Object.entries(pair.request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url;
}
