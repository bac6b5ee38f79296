// What a contract rule reports: Spectral's function result, so a rule runs unchanged as a Spectral custom function
// (contract-rules/ and .spectral.yaml), where the path into the resolved document becomes a file and a line.
import { segmentsOf } from '../bundle.js';

export interface Finding {
  message: string;
  /** Path into the document the rule was given; Spectral maps it to the file and line the node is written in. */
  path: (string | number)[];
}

/** A finding at a JSON pointer (`#/paths/~1a/get`). */
export function findingAt(at: string, message: string): Finding {
  return { message, path: segmentsOf(at) };
}
