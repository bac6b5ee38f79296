import { collectProvisional, pointer, type ProvisionalChoice } from '@waas/spec/document';
import {
  readOperations,
  readPairs,
  type ExamplePair,
  type OpenApiDocument,
  type OperationEntry,
} from '@waas/spec/pairs';
import type { Bindings } from './bindings/bindings.js';
import { exampleBindings, knownValues } from './bindings/example-bindings.js';
import { minorUnits } from './money.js';
import { SchemaBook } from './schema-book.js';
import type { TargetKind } from './model.js';
import type { MatchMode, Profile } from '../profile/profile.js';

/** What planning, checking and summarizing read: the bundle, read once, and the target's profile. */
export interface RunContext {
  document: OpenApiDocument;
  operations: OperationEntry[];
  pairs: ExamplePair[];
  /** Every `x-provisional` of the bundle: what the summary's verdicts are about. */
  choices: ProvisionalChoice[];
  book: SchemaBook;
  profile: Profile;
  kind: TargetKind;
  /** The profile's match mode, or the target kind's default. */
  mode: MatchMode;
  /** Example value → the target's; empty on a mock, which serves the examples themselves. Discovery adds to it. */
  bindings: Bindings;
  /** The values well-formed successful example requests send: a live target must be told or asked for them. */
  known: Set<unknown>;
  /**
   * The target's own values read off the wallet the profile names (its account number…): a request carrying one acts
   * on that wallet.
   */
  wallet: Set<string>;
  /**
   * Example pairs bound to a value the run makes (a reference it posts), and the provisional choices that binding
   * relies on.
   */
  restsOn: Map<ExamplePair, string[]>;
}

export function runContext(document: OpenApiDocument, profile: Profile, kind: TargetKind): RunContext {
  const mode = profile.match.mode ?? (kind === 'live' ? 'determined' : 'exact');
  const pairs = readPairs(document);
  const bindings =
    kind === 'live'
      ? exampleBindings(pairs, profile.identifiers, profile.fixtures)
      : new Map(Object.entries(profile.fixtures));
  return {
    document,
    operations: readOperations(document),
    pairs,
    choices: collectProvisional(document),
    book: new SchemaBook(document),
    profile,
    kind,
    mode,
    bindings,
    known: knownValues(pairs),
    wallet: new Set(),
    restsOn: new Map(),
  };
}

/** The operation object as written in the bundle, for the fields the pair reader leaves out (tags, x-staging-only). */
export function operationNode(context: RunContext, operation: OperationEntry): Record<string, unknown> {
  const item = context.document.paths?.[operation.path] as Record<string, unknown> | undefined;
  return (item?.[operation.method] ?? {}) as Record<string, unknown>;
}

export function tagsOf(context: RunContext, operation: OperationEntry): string[] {
  const tags = operationNode(context, operation).tags;
  return Array.isArray(tags) ? tags.map(String) : [];
}

/**
 * The schema of a documented response for a status and media type, with its pointer; undefined when the status is not
 * documented.
 */
export function responseSchema(
  operation: OperationEntry,
  status: number,
  mediaType: string,
): { schema?: object; at?: string; documented: boolean } {
  const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => operation.responses[c] !== undefined);
  if (!code) return { documented: false };
  const content = (operation.responses[code]!.content ?? {}) as Record<string, { schema?: object }>;
  const type = content[mediaType] ? mediaType : Object.keys(content).find((t) => t.includes('json'));
  const schema = type === undefined ? undefined : content[type]?.schema;
  return schema
    ? {
        schema,
        at: pointer(...pointerSegments(operation.at), 'responses', code, 'content', type!, 'schema'),
        documented: true,
      }
    : { documented: true };
}

/** The pointer of a pair's response example as written under its operation (through the response's $ref, if any). */
export function exampleAt(context: RunContext, pair: ExamplePair): string {
  const operation = context.operations.find((o) => o.operationId === pair.operationId)!;
  return pointer(
    ...pointerSegments(operation.at),
    'responses',
    String(pair.status),
    'content',
    pair.response.contentType,
    'examples',
    pair.name,
  );
}

const pointerSegments = (at: string) =>
  at
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The operation's JSON request body schema, as written; undefined when it takes none. */
export function bodySchema(context: RunContext, operation: OperationEntry): object | undefined {
  const requestBody = operationNode(context, operation).requestBody as
    | { content?: Record<string, { schema?: object }> }
    | undefined;
  return requestBody?.content?.['application/json']?.schema;
}

/**
 * The spec's bound on a posting's amount, in minor units: past it a posting is refused as invalid, whatever the funds.
 */
export function amountMaximumMinor(context: RunContext, operation: OperationEntry): number {
  const body = bodySchema(context, operation);
  const amount = body && context.book.propertySchemas(body).amount;
  const maximum =
    amount &&
    context.book
      .applying(amount)
      .map((s) => s.maximum)
      .find((m): m is number => typeof m === 'number');
  return maximum === undefined ? Infinity : (minorUnits(maximum) ?? Infinity);
}
