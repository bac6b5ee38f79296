// The team's template of a path file (operation-template.yaml), cut to one operation's shape: its method, its path
// parameters, a body or none, and only the error responses the operation can answer.
import { readFileSync } from 'node:fs';
import { type Node, parseDocument, Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

export const TEMPLATE = new URL('operation-template.yaml', import.meta.url);
const WITH_BODY = new Set(['post', 'put', 'patch']);

export interface OperationShape {
  operationId: string;
  method: string;
  /** The path's parameters, in order. */
  names: string[];
  tag: string;
  servers: Node | undefined;
}

/** The template cut to the operation's shape. */
export function operationText({ operationId, method, names, tag, servers }: OperationShape): string {
  const document = parseDocument(readFileSync(TEMPLATE, 'utf8'));
  const [entry] = (document.contents as YAMLMap<Scalar<string>, YAMLMap>).items;
  if (!entry?.value) throw new Error(`${TEMPLATE.pathname} holds no operation`);
  // The template's comment is about the template, not the operation.
  entry.key.commentBefore = null;
  entry.key.value = method;
  const operation = entry.value;
  operation.set('operationId', operationId);
  (operation.get('tags') as YAMLSeq).items = [new Scalar(tag)];
  // Where the existing checkout and payout operations write them: after the description.
  const description = operation.items.findIndex((pair) => (pair.key as Scalar).value === 'description');
  if (servers) operation.items.splice(description + 1, 0, document.createPair('servers', servers.clone()));

  const body = WITH_BODY.has(method);
  const parameters = operation.get('parameters') as YAMLSeq<YAMLMap>;
  const [prototype] = parameters.items;
  parameters.items = names.map((name, index) => {
    const parameter = prototype!.clone() as YAMLMap;
    parameter.set('name', name);
    // The invalid request sends one input malformed: the body when there is one, else the first parameter.
    if (body || index > 0) {
      parameter.delete('x-invalid-examples');
      const examples = parameter.get('examples') as YAMLMap;
      examples.set('invalidRequest', (examples.get('succeeded', true) as Node).clone());
    }
    return parameter;
  });
  const responses = operation.get('responses') as YAMLMap;
  if (names.length === 0) {
    operation.delete('parameters');
    // Without an id in the path there is nothing to miss.
    responses.delete('404');
    operation.deleteIn(['requestBody', 'content', 'application/json', 'examples', 'notFound']);
  }
  if (!body) operation.delete('requestBody');
  if (names.length === 0 && !body) responses.delete('400');
  return document.toString({ lineWidth: 0, flowCollectionPadding: false });
}
