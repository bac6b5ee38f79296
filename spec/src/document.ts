// Reading the bundle as a document: loading it, following its $refs and finding its provisional choices.
export { dereference, loadBundle, nodeAt, pointer, resolve, type OpenApiDocument, type PathItemObject, type ServerObject } from './bundle.js';
export { collectProvisional, type ProvisionalChoice } from './provisional.js';
