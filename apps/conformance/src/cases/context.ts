import { readOperations, readPairs, type ExamplePair, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';
import { SchemaBook } from '../checks/schema.js';
import type { TargetKind } from '../model.js';
import type { MatchMode, Profile } from '../profile/profile.js';

/** What planning and checking read: the bundle, read once, and the target's profile. */
export interface RunContext {
  document: OpenApiDocument;
  operations: OperationEntry[];
  pairs: ExamplePair[];
  book: SchemaBook;
  profile: Profile;
  kind: TargetKind;
  /** The profile's match mode, or the target kind's default. */
  mode: MatchMode;
}

export function runContext(document: OpenApiDocument, profile: Profile, kind: TargetKind): RunContext {
  const mode = profile.match.mode ?? (kind === 'live' ? 'subset' : 'exact');
  return { document, operations: readOperations(document), pairs: readPairs(document), book: new SchemaBook(document), profile, kind, mode };
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

/** The schema of a documented response for a status and media type; undefined when the status is not documented. */
export function responseSchema(operation: OperationEntry, status: number, mediaType: string): { schema?: object; documented: boolean } {
  const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!response) return { documented: false };
  const content = (response.content ?? {}) as Record<string, { schema?: object }>;
  const media = content[mediaType] ?? Object.entries(content).find(([type]) => type.includes('json'))?.[1];
  return media?.schema ? { schema: media.schema, documented: true } : { documented: true };
}
