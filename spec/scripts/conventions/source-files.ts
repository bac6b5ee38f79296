// The spec's YAML sources as written, so a convention can name the file, line and column of what breaks it: Redocly
// and Spectral place their own findings, but a check of ours that read the bundle would only know a JSON pointer.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';

/** A node of a source file, with the file it is written in. */
export interface SourceNode {
  file: string;
  node: Node;
}

export interface Place {
  file: string;
  line: number;
  column: number;
}

export class SourceFiles {
  readonly #files = new Map<string, { contents: Node | null; lines: LineCounter }>();

  /** The root node of a file, parsed once. */
  root(file: string): SourceNode | undefined {
    let parsed = this.#files.get(file);
    if (!parsed) {
      const lines = new LineCounter();
      const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines });
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      parsed = { contents: document.contents, lines };
      this.#files.set(file, parsed);
    }
    return parsed.contents ? { file, node: parsed.contents } : undefined;
  }

  /** The value under `key` of a mapping (or index of a sequence), or undefined when there is none. */
  child(at: SourceNode | undefined, key: string | number): SourceNode | undefined {
    const node = at && (isMap(at.node) || isSeq(at.node)) ? at.node.get(key, true) : undefined;
    return at && node ? { file: at.file, node: node as Node } : undefined;
  }

  /** The key node of `key` in a mapping, where a finding about the whole entry is shown. */
  key(at: SourceNode, key: string): SourceNode | undefined {
    if (!isMap(at.node)) return undefined;
    const pair = at.node.items.find((item) => isScalar(item.key) && item.key.value === key);
    return pair && isScalar(pair.key) ? { file: at.file, node: pair.key } : undefined;
  }

  /** The entries of a mapping as [key, value], in the order they are written. */
  entries(at: SourceNode | undefined): [string, SourceNode][] {
    if (!at || !isMap(at.node)) return [];
    return at.node.items.flatMap((item) =>
      isScalar(item.key) && item.value ? [[String(item.key.value), { file: at.file, node: item.value as Node }]] : [],
    );
  }

  /** The items of a sequence. */
  items(at: SourceNode | undefined): SourceNode[] {
    if (!at || !isSeq(at.node)) return [];
    return at.node.items.map((node) => ({ file: at.file, node: node as Node }));
  }

  /** A scalar's value, or undefined for a mapping or sequence. */
  scalar(at: SourceNode | undefined): unknown {
    return at && isScalar(at.node) ? at.node.value : undefined;
  }

  /**
   * Follows a `$ref` chain (`../components/x.yaml`, `x.yaml#/a/b`, `#/a/b`) to the node it names, in the file it is
   * written in; undefined when a reference names nothing, which Redocly reports on its own.
   */
  follow(at: SourceNode | undefined): SourceNode | undefined {
    let current = at;
    for (let hops = 0; current; hops++) {
      const ref = this.scalar(this.child(current, '$ref'));
      if (typeof ref !== 'string') return current;
      if (hops > 32) throw new Error(`${current.file}: $ref cycle at ${ref}`);
      const [path = '', fragment = ''] = ref.split('#');
      const file = path === '' ? current.file : resolve(dirname(current.file), path);
      current = fragment
        .split('/')
        .filter((s) => s !== '')
        .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<SourceNode | undefined>((node, key) => this.child(node, key), this.root(file));
    }
    return undefined;
  }

  /** Where a node starts, counting lines and columns from 1 as editors do. */
  place(at: SourceNode): Place {
    const offset = at.node.range?.[0] ?? 0;
    const { line, col } = this.#files.get(at.file)?.lines.linePos(offset) ?? { line: 1, col: 1 };
    return { file: at.file, line, column: col };
  }
}
