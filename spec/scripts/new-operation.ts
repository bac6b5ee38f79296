// `pnpm spec new-operation`: a new path file from the team's template (operation-template.yaml) and its entry in
// openapi.yaml, so a new operation starts with the envelope, the documented errors and paired examples that
// `pnpm spec check` asks for, and passes it as written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorkingTree } from '../src/diff/sources.js';
import { HOSTS } from '../src/pairs.js';
import { collectProvisional, provisionalTable, withProvisionalTable } from '../src/provisional.js';
import { SourceFiles } from './conventions/source-files.js';
import { type SourceOperation, sourceOperations } from './conventions/source-operations.js';
import { operationText } from './operation-template.js';
import { addPathEntry } from './path-entry.js';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A request the spec cannot take as asked; the CLI prints its message on one line and exits 1. */
export class Refusal extends Error {}

export interface NewOperation {
  operationId: string;
  method: string;
  path: string;
  host: string;
}

export interface Written {
  /** The path file, and openapi.yaml with its entry. */
  files: string[];
  tag: string;
  /** The operation the tag was taken from, the nearest on the same host. */
  tagFrom: string | undefined;
  /** spec/PROVISIONAL.md, when its list took the servers' provisional choices. */
  provisionalList?: string;
}

/** `paths/<kebab-case operationId>.yaml`, as every path file is named. */
export const pathFileName = (operationId: string) =>
  `${operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()}.yaml`;

export function newOperation(specDir: string, asked: NewOperation): Written {
  const { operationId, method, path, names, host } = wellFormed(asked);
  const sources = new SourceFiles();
  const openapiFile = join(specDir, 'openapi.yaml');
  const operations = sourceOperations(sources, openapiFile);
  const taken = [...operations, ...sourceOperations(sources, openapiFile, 'webhooks')].find(
    (operation) => operation.operationId === operationId,
  );
  if (taken) throw new Refusal(`${operationId} is already the operationId of ${describe(taken)}.`);
  const existing = operations.find((operation) => operation.path === path);
  if (existing)
    throw new Refusal(`${path} is already in openapi.yaml (${describe(existing)}); add a method to it by hand.`);
  const file = join(specDir, 'paths', pathFileName(operationId));
  if (existsSync(file)) throw new Refusal(`paths/${pathFileName(operationId)} exists already.`);

  const sameHost = operations.filter((operation) => operation.host === host);
  const nearest = nearestOperation(sameHost, path);
  const firstTag = sources.child(sources.child(sources.child(sources.root(openapiFile), 'tags'), 0), 'name');
  const tag = String(
    sources.scalar(sources.child(sources.child(nearest?.operation, 'tags'), 0)) ?? sources.scalar(firstTag),
  );
  const servers = serversOf(sources, openapiFile, host, sameHost);
  const text = operationText({ operationId, method, names, tag, servers });
  writeFileSync(file, text, { flag: 'wx' });
  writeFileSync(
    openapiFile,
    addPathEntry(readFileSync(openapiFile, 'utf8'), path, `./paths/${pathFileName(operationId)}`),
  );
  const written: Written = { files: [file, openapiFile], tag, tagFrom: nearest?.operationId };
  // Copied servers carry the spec's provisional choice of host, which spec/PROVISIONAL.md lists by place.
  if (servers) written.provisionalList = refreshProvisionalList(specDir);
  return written;
}

/** The request with its method in lower case and its path's parameters, or the refusal of what is malformed. */
function wellFormed(asked: NewOperation): NewOperation & { names: string[] } {
  const { operationId, path, host } = asked;
  const method = asked.method.toLowerCase();
  if (!/^[a-z][a-zA-Z0-9]*$/.test(operationId))
    throw new Refusal(`${operationId} is not an operationId: want camelCase letters and digits, as getWalletById.`);
  if (!(METHODS as readonly string[]).includes(method))
    throw new Refusal(
      `${asked.method} is not a method an operation here uses: want ${METHODS.join(', ').toUpperCase()}.`,
    );
  if (!/^(?:\/(?:[A-Za-z0-9._~-]+|\{[A-Za-z][A-Za-z0-9_]*\}))+$/.test(path))
    throw new Refusal(
      `${path} is not a path: want /segments, each a name or one {parameter}, as /api/v1/wallets/{id}.`,
    );
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (new Set(names).size !== names.length) throw new Refusal(`${path} names a path parameter twice.`);
  if (!(HOSTS as readonly string[]).includes(host))
    throw new Refusal(`--host ${host} is not a host: want ${HOSTS.join(', ')}.`);
  return { operationId, method, path, names, host };
}

function describe({ method, path }: SourceOperation): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The operation whose path shares the most leading segments with `path`, the first of equals. */
function nearestOperation(operations: SourceOperation[], path: string): SourceOperation | undefined {
  const shared = (other: string) => {
    const [a, b] = [path.split('/'), other.split('/')];
    let count = 0;
    while (count < a.length && a[count] === b[count]) count++;
    return count;
  };
  return operations.reduce<SourceOperation | undefined>(
    (best, operation) => (best === undefined || shared(operation.path) > shared(best.path) ? operation : best),
    undefined,
  );
}

/**
 * The servers the new operation names: none on the document's own host, else those of the first operation served
 * from `host`, as checkout and payout operations each repeat them.
 */
function serversOf(sources: SourceFiles, openapiFile: string, host: string, sameHost: SourceOperation[]) {
  const documentServers = sources.items(sources.child(sources.root(openapiFile), 'servers'));
  if (documentServers.some((server) => sources.scalar(sources.child(server, 'x-host')) === host)) return undefined;
  const servers = sameHost.map((operation) => sources.child(operation.operation, 'servers')).find(Boolean);
  if (!servers) throw new Refusal(`No operation is served from the ${host} host yet to take its servers from.`);
  return servers.node;
}

/** Rewrites spec/PROVISIONAL.md from the working tree, as `pnpm spec check` compares it. */
function refreshProvisionalList(specDir: string): string {
  const list = join(specDir, 'PROVISIONAL.md');
  const table = provisionalTable(collectProvisional(bundleWorkingTree(specDir)));
  writeFileSync(list, withProvisionalTable(readFileSync(list, 'utf8'), table));
  return list;
}
