import { pointer, type OpenApiDocument } from './bundle.js';
import { wrapWords } from './wrap.js';

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

/**
 * Where a choice's node sits: the operation (`#/paths/<path>/<method>`, `#/webhooks/<name>/<method>`) or the component
 * (`#/components/<kind>/<name>`) it belongs to, else the pointer itself.
 */
function ownerOf(at: string): string {
  const segments = at.split('/');
  const depth = segments[1] === 'paths' || segments[1] === 'webhooks' || segments[1] === 'components' ? 4 : 2;
  return segments.slice(0, depth).join('/');
}

/**
 * The provisional choices as a Markdown list no wider than the repository's lines: one item for each operation or
 * component in document order, its own choice beside its pointer, and the choices inside it as nested items under the
 * rest of their pointer (`/responses/400`), so that the item's pointer and a nested one make the whole pointer.
 */
export function provisionalTable(choices: readonly ProvisionalChoice[]): string {
  if (choices.length === 0) return 'Nothing in the spec is provisional.';
  const lines: string[] = [];
  let owner: string | undefined;
  for (const { at, text } of choices) {
    const words = text.split(' ');
    if (ownerOf(at) !== owner) {
      owner = ownerOf(at);
      if (owner !== at) lines.push(`- \`${owner}\``);
    }
    if (owner === at) lines.push(...wrapWords([`\`${at}\`:`, ...words], '- ', '  '));
    else lines.push(...wrapWords([`\`${at.slice(owner.length)}\`:`, ...words], '  - ', '    '));
  }
  return lines.join('\n');
}

/** README with the text between the provisional markers replaced by `table`. */
export function withProvisionalTable(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start)
    throw new Error(`the list needs the markers ${README_START} and ${README_END}, in that order`);
  return `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
}
