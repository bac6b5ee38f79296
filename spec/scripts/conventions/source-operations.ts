// The operations of the sources, each where it is written: openapi.yaml's paths (or webhooks), their path item files,
// and the host each operation is served from, as `readOperation` (src/pairs.ts) reads it from the bundle.
import { HTTP_METHODS, type HttpMethod } from '../../src/pairs.js';
import type { SourceFiles, SourceNode } from './source-files.js';

export interface SourceOperation {
  /** The path template (or webhook name) as openapi.yaml writes it. */
  path: string;
  method: HttpMethod;
  /** The path item, after its `$ref`. */
  item: SourceNode;
  /** The operation, after its `$ref`. */
  operation: SourceNode;
  operationId: string | undefined;
  /** `x-host` of the operation's servers, else its path item's, else the document's; undefined when they disagree. */
  host: string | undefined;
}

export function sourceOperations(
  sources: SourceFiles,
  openapiFile: string,
  section: 'paths' | 'webhooks' = 'paths',
): SourceOperation[] {
  const root = sources.root(openapiFile);
  const documentServers = sources.child(root, 'servers');
  return sources.entries(sources.child(root, section)).flatMap(([path, written]) => {
    const item = sources.follow(written);
    if (!item) return [];
    return HTTP_METHODS.flatMap((method) => {
      const operation = sources.follow(sources.child(item, method));
      if (!operation) return [];
      const servers = sources.child(operation, 'servers') ?? sources.child(item, 'servers') ?? documentServers;
      const hosts = new Set(sources.items(servers).map((server) => sources.scalar(sources.child(server, 'x-host'))));
      const [host] = hosts;
      const operationId = sources.scalar(sources.child(operation, 'operationId'));
      return [
        {
          path,
          method,
          item,
          operation,
          operationId: typeof operationId === 'string' ? operationId : undefined,
          host: hosts.size === 1 && typeof host === 'string' ? host : undefined,
        },
      ];
    });
  });
}
