// Markdown the spec's tools write into READMEs and changesets keeps to the repository's line width (tools/style): at
// most 120 columns a line, counted in bytes of UTF-8 as that check counts them.

export const MARKDOWN_WIDTH = 120;

const encoder = new TextEncoder();

/** The columns `text` takes as the repository's line width check counts them: its bytes of UTF-8. */
export function columns(text: string): number {
  return encoder.encode(text).length;
}

/** A word Markdown would read as the start of another block if a line began with it. */
const BLOCK_START = /^(?:[-+*>#|<]|\d+[.)])/;

/**
 * `words` joined by spaces into lines of at most `width` columns, the first line starting with `first` and the others
 * with `rest` (a list item's marker, then its indent). A word wider than a line gets a line of its own, and no line
 * but the first starts with a word Markdown would read as a new block (a list marker, a heading, a quote, a table row,
 * HTML): that word stays on the line before.
 */
export function wrapWords(words: readonly string[], first: string, rest: string, width = MARKDOWN_WIDTH): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    const joined = empty ? line + word : `${line} ${word}`;
    if (!empty && word !== '' && columns(joined) > width && !BLOCK_START.test(word)) {
      lines.push(line);
      line = rest + word;
    } else line = joined;
    empty = false;
  }
  lines.push(line);
  return lines;
}
