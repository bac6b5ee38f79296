// Every change between two bundled documents, each with the rule that classified it. Schemas are compared where
// operations use them, so a change to a shared component is judged by who writes it (request or response) and
// listed once with every operation it reaches. Removals are judged on a day, `today` (`YYYY-MM-DD`, UTC), against the
// sunset dates the base document announced.
import type { OpenApiDocument } from '../bundle.js';
import { ChangeLog, type Change, type ListedChange } from './change.js';
import { child, diffOtherKeys, field, follow, isObject, sameJson, type Located } from './located.js';
import { entries } from './message-diff.js';
import { diffOperation, type OperationAt } from './operation-diff.js';
import { removalOf } from './sunset.js';

export function diffDocuments(before: OpenApiDocument, after: OpenApiDocument, today: string): ListedChange[] {
  const log = new ChangeLog();
  const documents = { before, after };
  for (const section of ['paths', 'webhooks'] as const) {
    const [had, has] = [operationsOf(before, section), operationsOf(after, section)];
    for (const [key, was] of had) {
      const is = has.get(key);
      if (is === undefined) log.add(removal(section, was, after, today), was.label);
      else
        diffOperation(documents, { before: was, after: is, webhook: section === 'webhooks' }, (change) =>
          log.add(change, is.label),
        );
    }
    for (const [key, is] of has) {
      if (had.has(key)) continue;
      const rule = section === 'webhooks' ? 'webhook-added' : 'endpoint-added';
      log.add(
        {
          rule,
          breaking: false,
          pointer: is.operation.at,
          message: `${section === 'webhooks' ? 'webhook' : 'operation'} added`,
        },
        is.label,
      );
    }
    diffPathItems(before, after, section, (change) => log.add(change));
  }
  diffComponentNames(before, after, (change) => log.add(change));
  diffDocumentKeys(before, after, (change) => log.add(change));
  return log.list();
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation extends OperationAt {
  /** `GET /api/v1/...`, or `webhook inflow` */
  label: string;
  path: string;
}

function operationsOf(document: OpenApiDocument, section: 'paths' | 'webhooks'): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, declared] of entries(field({ node: document, at: '#' }, section))) {
    const item = follow(document, declared);
    for (const method of METHODS) {
      const operation = field(item, method);
      if (operation === undefined) continue;
      const label =
        section === 'webhooks'
          ? `webhook ${path}${method === 'post' ? '' : ` (${method.toUpperCase()})`}`
          : `${method.toUpperCase()} ${path}`;
      found.set(`${path} ${method}`, { operation, item, label, path });
    }
  }
  return found;
}

/**
 * A removed webhook breaks receivers' types; a removed operation breaks its callers unless its sunset date has come.
 */
function removal(section: 'paths' | 'webhooks', removed: Operation, after: OpenApiDocument, today: string): Change {
  if (section === 'webhooks')
    return { rule: 'webhook-removed', breaking: true, pointer: removed.operation.at, message: 'webhook removed' };
  return removalOf(removed.operation, after.paths?.[removed.path] === undefined, today);
}

/** What a path item holds besides its operations, parameters and servers (read with each operation): its summary. */
function diffPathItems(
  before: OpenApiDocument,
  after: OpenApiDocument,
  section: 'paths' | 'webhooks',
  emit: (c: Change) => void,
): void {
  const [had, has] = [
    entries(field({ node: before, at: '#' }, section)),
    entries(field({ node: after, at: '#' }, section)),
  ];
  for (const [path, was] of had) {
    const is = has.get(path);
    if (is !== undefined) diffOtherKeys(follow(before, was), follow(after, is), PATH_ITEM_KEYS, emit);
  }
}

const PATH_ITEM_KEYS = new Set([...METHODS, 'parameters', 'servers']);

// Component kinds that @waas/types exports by name (`components['schemas']['Wallet']`): removing one breaks importers.
const TYPED_COMPONENTS = new Set(['schemas', 'responses', 'parameters', 'requestBodies', 'headers', 'pathItems']);

/**
 * Components by name. Their content is compared where operations use them; only security schemes are used by name
 * alone, so theirs is compared here.
 */
function diffComponentNames(before: OpenApiDocument, after: OpenApiDocument, emit: (c: Change) => void): void {
  const [had, has] = [
    entries(field({ node: before, at: '#' }, 'components')),
    entries(field({ node: after, at: '#' }, 'components')),
  ];
  for (const kind of new Set([...had.keys(), ...has.keys()])) {
    const [was, is] = [entries(had.get(kind)), entries(has.get(kind))];
    const rule = kind === 'schemas' ? 'api-schema' : 'api-component';
    for (const [name, component] of was) {
      const now = is.get(name);
      if (now === undefined)
        emit({
          rule: `${rule}-removed`,
          breaking: TYPED_COMPONENTS.has(kind),
          pointer: component.at,
          message: `${kind} ${name} removed`,
        });
      else if (kind === 'securitySchemes') diffOtherKeys(component, now, NO_KEYS, emit);
    }
    for (const [name, component] of is) {
      if (!was.has(name))
        emit({ rule: `${rule}-added`, breaking: false, pointer: component.at, message: `${kind} ${name} added` });
    }
  }
}

const NO_KEYS = new Set<string>();

/**
 * The document's own keys: `info` and the servers list are listed, never breaking; what no rule reads counts as
 * breaking.
 */
function diffDocumentKeys(before: OpenApiDocument, after: OpenApiDocument, emit: (c: Change) => void): void {
  const [was, is]: Located[] = [
    { node: before, at: '#' },
    { node: after, at: '#' },
  ];
  for (const [key, value] of entries(field(is!, 'info'))) {
    if (!sameJson(value.node, isObject(before.info) ? before.info[key] : undefined))
      emit({ rule: 'api-info-changed', breaking: false, pointer: value.at, message: `info ${key} changed` });
  }
  for (const [key, value] of entries(field(was!, 'info'))) {
    if (!isObject(after.info) || !(key in after.info))
      emit({ rule: 'api-info-changed', breaking: false, pointer: value.at, message: `info ${key} removed` });
  }
  if (!sameJson(before.servers, after.servers))
    emit({ rule: 'api-servers-changed', breaking: false, pointer: child('#', 'servers'), message: 'servers changed' });
  diffOtherKeys(was!, is!, DOCUMENT_KEYS, emit);
}

// `security` is judged per operation, where it applies.
const DOCUMENT_KEYS = new Set(['info', 'servers', 'security', 'paths', 'webhooks', 'components']);
