/**
 * One pattern from parts written one after another, so a pattern for a whole line of output can be wrapped: the parts'
 * sources joined, with the first part's flags.
 */
export const pattern = (...parts: RegExp[]): RegExp =>
  new RegExp(parts.map((part) => part.source).join(''), parts[0]?.flags);
