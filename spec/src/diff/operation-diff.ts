// One operation (or webhook) present in both documents: the names the generated packages derive from it, who may
// call it and where, and the data it carries.
import type { OpenApiDocument } from '../bundle.js';
import type { Change } from './change.js';
import { canonical, child, diffOtherKeys, field, follow, isObject, sameJson, type Located } from './located.js';
import { diffFields, diffRequestBody, diffResponses, type MessageContext } from './message-diff.js';
import { diffSunset } from './sunset.js';

/** An operation with the path item it sits in, whose parameters and servers it inherits. */
export interface OperationAt {
  operation: Located;
  item: Located;
}

export interface OperationPair {
  before: OperationAt;
  after: OperationAt;
  /** A webhook's request is sent by the API, so its data is judged as a response is, and it has no host to call. */
  webhook: boolean;
}

export function diffOperation(
  documents: { before: OpenApiDocument; after: OpenApiDocument },
  pair: OperationPair,
  emit: (c: Change) => void,
): void {
  const context: MessageContext = { documents, emit };
  const { before, after, webhook } = pair;
  diffOperationId(before.operation, after.operation, emit);
  diffAccess(before.operation, after.operation, emit);
  diffSunset(before.operation, after.operation, emit);
  diffSecurity(documents, before.operation, after.operation, emit);
  if (!webhook) diffHost(documents, before, after, emit);
  diffFields(
    context,
    webhook
      ? { direction: 'response', name: 'webhook-parameter' }
      : { direction: 'request', name: 'request-parameter' },
    parameters(documents.before, before),
    parameters(documents.after, after),
  );
  diffRequestBody(
    context,
    webhook ? { direction: 'response', name: 'webhook-body' } : { direction: 'request', name: 'request-body' },
    field(before.operation, 'requestBody'),
    field(after.operation, 'requestBody'),
  );
  // Only operations have named examples in a package's types (@waas/msw answers operations, not webhooks).
  diffResponses(
    context,
    webhook ? 'request' : 'response',
    field(before.operation, 'responses'),
    field(after.operation, 'responses'),
    !webhook,
  );
  diffOtherKeys(before.operation, after.operation, OPERATION_KEYS, emit);
}

const OPERATION_KEYS = new Set([
  'operationId',
  'x-admin-only',
  'x-staging-only',
  'deprecated',
  'x-sunset',
  'security',
  'servers',
  'parameters',
  'requestBody',
  'responses',
]);

/** @waas/client's methods and @waas/msw's `answer` are named by operationId: a new one is a rename. */
function diffOperationId(before: Located, after: Located, emit: (c: Change) => void): void {
  const [was, is] = [stringAt(before, 'operationId'), stringAt(after, 'operationId')];
  if (was === is) return;
  const pointer = child(after.at, 'operationId');
  if (was === undefined)
    emit({ rule: 'api-operation-id-added', breaking: false, pointer, message: `operationId ${is} added` });
  else
    emit({
      rule: 'api-operation-id-removed',
      breaking: true,
      pointer,
      message: `operationId ${was} → ${is ?? 'none'}`,
    });
}

/** `x-admin-only` and `x-staging-only` state who may call an operation and where; the sandbox enforces both. */
function diffAccess(before: Located, after: Located, emit: (c: Change) => void): void {
  for (const flag of ['x-admin-only', 'x-staging-only']) {
    const [was, is] = [flagAt(before, flag), flagAt(after, flag)];
    if (was === is) continue;
    const rule = is ? 'api-access-restricted' : 'api-access-relaxed';
    emit({ rule, breaking: is, pointer: child(is ? after.at : before.at, flag), message: `${flag} ${was} → ${is}` });
  }
}

/**
 * Security requirements are alternatives: a client presents one of them. One that goes away refuses the clients
 * that used it (an empty requirement, or none at all, is the anonymous one); a new alternative refuses nobody.
 */
function diffSecurity(
  documents: { before: OpenApiDocument; after: OpenApiDocument },
  before: Located,
  after: Located,
  emit: (c: Change) => void,
): void {
  const requirements = (document: OpenApiDocument, operation: Located) => {
    const own = isObject(operation.node) ? operation.node.security : undefined;
    const list = (own ?? document.security ?? []) as unknown[];
    return {
      at: own === undefined ? '#/security' : child(operation.at, 'security'),
      keys: new Set(list.length === 0 ? ['{}'] : list.map(canonical)),
    };
  };
  const [was, is] = [requirements(documents.before, before), requirements(documents.after, after)];
  for (const key of was.keys)
    if (!is.keys.has(key))
      emit({
        rule: 'api-security-removed',
        breaking: true,
        pointer: is.at,
        message: `security requirement ${key} removed`,
      });
  for (const key of is.keys)
    if (!was.keys.has(key))
      emit({
        rule: 'api-security-added',
        breaking: false,
        pointer: is.at,
        message: `security requirement ${key} added`,
      });
}

/**
 * @waas/client sends each operation to the host named by `x-host` on its servers (else the path item's, else the
 * document's): moving an operation to another host breaks it. Other server details are listed, not breaking.
 */
function diffHost(
  documents: { before: OpenApiDocument; after: OpenApiDocument },
  before: OperationAt,
  after: OperationAt,
  emit: (c: Change) => void,
): void {
  const [was, is] = [servers(before), servers(after)];
  const hosts = (list: unknown) =>
    canonical(
      [
        ...new Set((Array.isArray(list) ? list : []).map((s: unknown) => (isObject(s) ? s['x-host'] : undefined))),
      ].sort(),
    );
  const [wasList, isList] = [was?.node ?? documents.before.servers, is?.node ?? documents.after.servers];
  if (hosts(wasList) !== hosts(isList)) {
    emit({
      rule: 'api-host-changed',
      breaking: true,
      pointer: is?.at ?? '#/servers',
      message: `host ${hosts(wasList)} → ${hosts(isList)}`,
    });
  } else if (was !== undefined && is !== undefined && !sameJson(was.node, is.node)) {
    emit({ rule: 'api-servers-changed', breaking: false, pointer: is.at, message: 'servers changed' });
  }
}

function servers(at: OperationAt): Located | undefined {
  return field(at.operation, 'servers') ?? field(at.item, 'servers');
}

/** Parameters by location and name (header names ignore case), the operation's over its path item's. */
function parameters(document: OpenApiDocument, at: OperationAt): Map<string, Located> {
  const found = new Map<string, Located>();
  for (const list of [field(at.item, 'parameters'), field(at.operation, 'parameters')]) {
    if (list === undefined || !Array.isArray(list.node)) continue;
    list.node.forEach((_, i) => {
      const parameter = follow(document, field(list, i)!);
      if (!isObject(parameter.node)) return;
      const { in: place, name } = parameter.node as { in: string; name: string };
      found.set(`${place} parameter ${place === 'header' ? name.toLowerCase() : name}`, parameter);
    });
  }
  return found;
}

function stringAt(located: Located, key: string): string | undefined {
  const value = isObject(located.node) ? located.node[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function flagAt(located: Located, key: string): boolean {
  return isObject(located.node) && located.node[key] === true;
}
