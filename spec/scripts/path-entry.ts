// The entry of a new path in openapi.yaml, written into the text as the others are, so the rest of the file (its
// quotes, folded descriptions and comments) stays byte for byte as its authors wrote it.
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';

/** `text` with `path: { $ref: ref }` as the last entry of `paths`. */
export function addPathEntry(text: string, path: string, ref: string): string {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const paths = document.get('paths', true);
  const last = isMap(paths) ? paths.items.at(-1) : undefined;
  if (!isMap(paths) || !isScalar(last?.key) || !last.value)
    throw new Error('openapi.yaml has no paths to add an entry to');
  const indent = ' '.repeat(lines.linePos(last.key.range?.[0] ?? 0).col - 1);
  // Path templates are quoted, as the existing entries quote them.
  const key = path.includes('{') ? `'${path}'` : path;
  const end = (last.value as { range?: [number, number, number] }).range?.[1] ?? text.length;
  const lineEnd = text.indexOf('\n', end - 1);
  const at = lineEnd === -1 ? text.length : lineEnd + 1;
  const entry = `${indent}${key}:\n${indent}  $ref: ${ref}\n`;
  return `${text.slice(0, at)}${at === text.length && !text.endsWith('\n') ? '\n' : ''}${entry}${text.slice(at)}`;
}
