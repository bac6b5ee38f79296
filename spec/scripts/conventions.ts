// The team's conventions that neither Redocly nor Spectral's rules know, checked on the sources so that each breach
// is shown at its file, line and column. The pairing of examples is Spectral's (waas-pairing-rule, src/contract/).
import { relative } from 'node:path';
import type { Convention } from './conventions/convention.js';
import { documented400 } from './conventions/documented-400.js';
import { responseEnvelope } from './conventions/response-envelope.js';
import { SourceFiles } from './conventions/source-files.js';
import { sourceOperations } from './conventions/source-operations.js';

export const CONVENTIONS: readonly Convention[] = [responseEnvelope, documented400];

/** One line per breach in the operations of `openapiFile`: `file:line:column error rule message`, file from `root`. */
export function conventionProblems(openapiFile: string, root: string, conventions = CONVENTIONS): string[] {
  const sources = new SourceFiles();
  return sourceOperations(sources, openapiFile).flatMap((operation) =>
    conventions.flatMap((convention) =>
      convention.breaches(sources, operation).map(({ at, message }) => {
        const { file, line, column } = sources.place(at);
        return `${relative(root, file)}:${line}:${column} error ${convention.name} ${message}`;
      }),
    ),
  );
}
