// The parts of an operation that carry data: parameters and headers, bodies and their media types, responses by
// status. Each is compared by who writes it; a webhook's request is written by the API and read by the receiver.
import type { Change } from './change.js';
import { child, diffOtherKeys, field, follow, isObject, sameJson, type Located } from './located.js';
import { diffSchema, type Direction, type Documents } from './schema-diff.js';

export interface MessageContext {
  documents: Documents;
  emit: (change: Change) => void;
}

/**
 * Named values beside a body: a request's parameters (`request-parameter`), a response's headers (`response-header`),
 * a webhook's headers (`webhook-parameter`). Where the client writes, a new required one breaks it; where the API
 * writes, one that may now be absent does.
 */
export interface FieldSite {
  direction: Direction;
  name: string;
}

export function diffFields(
  context: MessageContext,
  site: FieldSite,
  before: Map<string, Located>,
  after: Map<string, Located>,
): void {
  const { direction, name } = site;
  const emit = context.emit;
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(key), after.get(key)];
    const [wasRequired, isRequired] = [required(was), required(is)];
    if (is === undefined) {
      const rule =
        direction === 'request' ? `${name}-removed` : `${wasRequired ? 'required' : 'optional'}-${name}-removed`;
      emit({ rule, breaking: true, pointer: was!.at, message: `${key} removed` });
      continue;
    }
    if (was === undefined) {
      const rule = direction === 'request' ? `new-${isRequired ? 'required' : 'optional'}-${name}` : `${name}-added`;
      emit({
        rule,
        breaking: direction === 'request' && isRequired,
        pointer: is.at,
        message: `${isRequired ? 'required' : 'optional'} ${key} added`,
      });
      continue;
    }
    if (wasRequired !== isRequired) {
      const breaking = direction === 'request' ? isRequired : !isRequired;
      emit({
        rule: `${name}-became-${isRequired ? 'required' : 'optional'}`,
        breaking,
        pointer: child(is.at, 'required'),
        message: `${key} became ${isRequired ? 'required' : 'optional'}`,
      });
    }
    diffSchema(
      context.documents,
      { direction, root: name, nested: `${name}-property` },
      field(was, 'schema'),
      field(is, 'schema'),
      emit,
    );
    diffOtherKeys(was, is, FIELD_KEYS, emit);
  }
}

const FIELD_KEYS = new Set(['name', 'in', 'required', 'schema']);

function required(field: Located | undefined): boolean {
  return isObject(field?.node) && field.node.required === true;
}

/**
 * A body: an operation's request body (`request-body`, the client writes) or a webhook's (`webhook-body`, the API
 * writes). Removing one, or a media type of it, breaks whoever relied on it; a new required one breaks a client.
 */
export function diffRequestBody(
  context: MessageContext,
  site: FieldSite,
  before: Located | undefined,
  after: Located | undefined,
): void {
  const { direction, name } = site;
  const emit = context.emit;
  const [was, is] = [
    before && follow(context.documents.before, before),
    after && follow(context.documents.after, after),
  ];
  if (was === undefined && is === undefined) return;
  const isRequired = isObject(is?.node) && is.node.required === true;
  if (is === undefined)
    return emit({ rule: `${name}-removed`, breaking: true, pointer: was!.at, message: 'body removed' });
  if (was === undefined) {
    const breaking = direction === 'request' && isRequired;
    return emit({
      rule: `${name}-added-${isRequired ? 'required' : 'optional'}`,
      breaking,
      pointer: is.at,
      message: `${isRequired ? 'required' : 'optional'} body added`,
    });
  }
  const wasRequired = isObject(was.node) && was.node.required === true;
  if (wasRequired !== isRequired) {
    const breaking = direction === 'request' ? isRequired : !isRequired;
    emit({
      rule: `${name}-became-${isRequired ? 'required' : 'optional'}`,
      breaking,
      pointer: child(is.at, 'required'),
      message: `body became ${isRequired ? 'required' : 'optional'}`,
    });
  }
  diffContent(
    context,
    { direction, media: name, root: name, nested: `${name.replace(/-body$/, '')}-property` },
    was,
    is,
    false,
  );
  diffOtherKeys(was, is, BODY_KEYS, emit);
}

const BODY_KEYS = new Set(['required', 'content']);

/** Where a `content` map sits: who writes it, the prefix of its media type rules and of its schema rules. */
interface ContentSite {
  direction: Direction;
  media: string;
  root: string;
  nested: string;
}

/**
 * Media types by name, then each one's schema. With `namedExamples`, example names are part of what a package
 * offers (@waas/msw's `answer(operationId, { status, example })`), so removing one breaks its callers.
 */
function diffContent(
  context: MessageContext,
  site: ContentSite,
  before: Located,
  after: Located,
  namedExamples: boolean,
): void {
  const emit = context.emit;
  const [had, has] = [entries(field(before, 'content')), entries(field(after, 'content'))];
  for (const type of new Set([...had.keys(), ...has.keys()])) {
    const [was, is] = [had.get(type), has.get(type)];
    if (is === undefined) {
      emit({
        rule: `${site.media}-media-type-removed`,
        breaking: true,
        pointer: was!.at,
        message: `media type ${type} removed`,
      });
      continue;
    }
    if (was === undefined) {
      emit({
        rule: `${site.media}-media-type-added`,
        breaking: false,
        pointer: is.at,
        message: `media type ${type} added`,
      });
      continue;
    }
    diffSchema(context.documents, site, field(was, 'schema'), field(is, 'schema'), emit);
    if (namedExamples) diffExampleNames(context, was, is);
    diffOtherKeys(was, is, namedExamples ? MEDIA_KEYS_WITH_EXAMPLES : MEDIA_KEYS, emit);
  }
}

const MEDIA_KEYS = new Set(['schema']);
const MEDIA_KEYS_WITH_EXAMPLES = new Set(['schema', 'examples']);

function diffExampleNames(context: MessageContext, before: Located, after: Located): void {
  const [had, has] = [entries(field(before, 'examples')), entries(field(after, 'examples'))];
  for (const name of new Set([...had.keys(), ...has.keys()])) {
    const [was, is] = [had.get(name), has.get(name)];
    if (is === undefined)
      context.emit({
        rule: 'response-example-removed',
        breaking: true,
        pointer: was!.at,
        message: `example ${name} removed`,
      });
    else if (was === undefined)
      context.emit({
        rule: 'response-example-added',
        breaking: false,
        pointer: is.at,
        message: `example ${name} added`,
      });
    else if (!sameJson(follow(context.documents.before, was).node, follow(context.documents.after, is).node)) {
      context.emit({ rule: 'annotation-changed', breaking: false, pointer: is.at, message: `example ${name} changed` });
    }
  }
}

/** A response's headers, written by whoever writes the response. */
function diffHeaders(context: MessageContext, site: FieldSite, before: Located, after: Located): void {
  const headers = (located: Located, document: unknown) =>
    new Map(
      [...entries(field(located, 'headers'))].map(([name, header]) => [
        `header ${name.toLowerCase()}`,
        follow(document, header),
      ]),
    );
  diffFields(context, site, headers(before, context.documents.before), headers(after, context.documents.after));
}

/**
 * Responses by status. Every documented status is a name callers write (`answer(op, { status: 404 })`, typed
 * error bodies), so removing one is breaking whether it is a success or not.
 */
export function diffResponses(
  context: MessageContext,
  direction: Direction,
  before: Located | undefined,
  after: Located | undefined,
  namedExamples: boolean,
): void {
  const emit = context.emit;
  const [had, has] = [entries(before), entries(after)];
  for (const status of new Set([...had.keys(), ...has.keys()])) {
    const kind = status.startsWith('2') ? 'success' : 'non-success';
    const [was, is] = [had.get(status), has.get(status)];
    if (is === undefined) {
      emit({
        rule: `response-${kind}-status-removed`,
        breaking: true,
        pointer: was!.at,
        message: `status ${status} removed`,
      });
      continue;
    }
    if (was === undefined) {
      emit({
        rule: `response-${kind}-status-added`,
        breaking: false,
        pointer: is.at,
        message: `status ${status} added`,
      });
      continue;
    }
    const [from, to] = [follow(context.documents.before, was), follow(context.documents.after, is)];
    // An operation's response is written by the API; a webhook's by the receiver.
    const side = direction === 'response' ? 'response' : 'webhook-response';
    diffContent(
      context,
      { direction, media: side, root: `${side}-body`, nested: `${side}-property` },
      from,
      to,
      namedExamples,
    );
    diffHeaders(context, { direction, name: `${side}-header` }, from, to);
    diffOtherKeys(from, to, RESPONSE_KEYS, emit);
  }
}

const RESPONSE_KEYS = new Set(['content', 'headers']);

/** The members of a map-like node (`content`, `responses`, `examples`), each located. */
export function entries(located: Located | undefined): Map<string, Located> {
  if (located === undefined || !isObject(located.node)) return new Map();
  return new Map(Object.keys(located.node).map((key) => [key, field(located, key)!]));
}
