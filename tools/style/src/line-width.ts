// The line width check: Biome keeps code to its lineWidth but leaves a long string or comment as it is, and does not
// read Markdown or YAML. This refuses any line of a file written by hand wider than line-width.json's maxColumns.
import { readFileSync } from 'node:fs';

export interface LineWidthConfig {
  maxColumns: number;
  /** File names to check, as globs on the name (`*.md`). */
  files: string[];
  /** Generated files: globs on the name, or on the end of the path when they hold a `/` (`bench/RESULTS.md`). */
  generated: string[];
  /** Folders (ending in `/`) and files, from the repository's root, whose long lines are not refused yet. */
  notYetClean: string[];
}

export interface WideLine {
  file: string;
  line: number;
  columns: number;
}

/** `*` stands for any characters but `/`. */
function glob(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`(?:^|/)${body}$`);
}

/** Whether `file` (a path from the root, with `/`) is one the check reads: written by hand, whatever its lines. */
export function isHandWritten(file: string, config: LineWidthConfig): boolean {
  return (
    config.files.some((pattern) => glob(pattern).test(file)) &&
    !config.generated.some((pattern) => glob(pattern).test(file))
  );
}

/** Whether `file` is under `path`: a folder when it ends in `/`, else the file itself. */
export function isUnder(file: string, path: string): boolean {
  return path.endsWith('/') ? file.startsWith(path) : file === path;
}

/** Whether the check refuses the long lines of `file`: written by hand, and not on the list of paths not yet clean. */
export function isChecked(file: string, config: LineWidthConfig): boolean {
  return isHandWritten(file, config) && !config.notYetClean.some((path) => isUnder(file, path));
}

/**
 * The lines of `text` wider than `maxColumns`, counted in bytes of UTF-8 as `awk 'length > 120'` counts them where the
 * issue measured: a character outside ASCII (`→`, `—`) counts two to four, so its line wraps a little earlier.
 */
export function wideLines(file: string, text: string, maxColumns: number): WideLine[] {
  return text.split(/\r?\n/).flatMap((content, index) => {
    const columns = Buffer.byteLength(content, 'utf8');
    return columns > maxColumns ? [{ file, line: index + 1, columns }] : [];
  });
}

/** line-width.json, beside src/. */
export function loadConfig(): LineWidthConfig {
  return JSON.parse(readFileSync(new URL('../line-width.json', import.meta.url), 'utf8')) as LineWidthConfig;
}
