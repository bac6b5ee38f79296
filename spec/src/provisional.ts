import { pointer, type OpenApiDocument } from './bundle.js';

export interface ProvisionalChoice {
  at: string;
  text: string;
}

export const README_START = '<!-- provisional:start -->';
export const README_END = '<!-- provisional:end -->';

/** Every node of the bundle carrying `x-provisional`, in document order, its text on one line. */
export function collectProvisional(document: OpenApiDocument): ProvisionalChoice[] {
  const choices: ProvisionalChoice[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if ('x-provisional' in object) {
      const value = object['x-provisional'];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      choices.push({ at: pointer(...path), text: text.replace(/\s+/g, ' ').trim() });
    }
    for (const [key, child] of Object.entries(object)) visit(child, [...path, key]);
  };
  visit(document, []);
  return choices;
}

export function provisionalTable(choices: readonly ProvisionalChoice[]): string {
  if (choices.length === 0) return 'Nothing in the spec is provisional.';
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Where (JSON pointer in the bundle) | Provisional choice |',
    '| --- | --- |',
    ...choices.map(({ at, text }) => `| \`${cell(at)}\` | ${cell(text)} |`),
  ].join('\n');
}

/** README with the text between the provisional markers replaced by `table`. */
export function withProvisionalTable(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start)
    throw new Error(`README.md needs the markers ${README_START} and ${README_END}, in that order`);
  return `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
}
