// A team convention that `pnpm spec check` enforces on the sources, before the conformance runner would meet its
// breach on a live target.
import type { SourceFiles, SourceNode } from './source-files.js';
import type { SourceOperation } from './source-operations.js';

export interface Breach {
  /** The node shown as the breach's place: what is wrong, or where what is missing belongs. */
  at: SourceNode;
  message: string;
}

export interface Convention {
  /** The rule's name in each finding, as Spectral's rules are named. */
  name: string;
  breaches(sources: SourceFiles, operation: SourceOperation): Breach[];
}

/** How an operation is named in a message: its id, else its method and path. */
export const operationName = ({ operationId, method, path }: SourceOperation) =>
  operationId ?? `${method.toUpperCase()} ${path}`;
