// Reading the bundle as a document: following its $refs and finding its provisional choices.
export {
  dereference,
  nodeAt,
  pointer,
  resolve,
  type OpenApiDocument,
  type PathItemObject,
  type ServerObject,
} from './bundle.js';
export { collectProvisional, type ProvisionalChoice } from './provisional.js';
