import ts from 'typescript';

/** A call in a test that writes inside the repository's tree. */
export interface TreeWrite {
  line: number;
  column: number;
  /** The call as written, shortened to its first line. */
  call: string;
}

/** Calls that create or change a file, and which argument names the path they write. */
const WRITES = new Map<string, number>([
  ...['writeFile', 'appendFile', 'mkdir', 'mkdtemp', 'createWriteStream', 'truncate'].flatMap((name) => [
    [name, 0] as const,
    [`${name}Sync`, 0] as const,
  ]),
  ...['cp', 'copyFile', 'rename', 'symlink', 'link'].flatMap((name) => [
    [name, 1] as const,
    [`${name}Sync`, 1] as const,
  ]),
]);

/** The one folder in the tree a test may write to: reports and screenshots for people, which no scan reads. */
const ARTIFACTS = /(^|\/)test-results(\/|$)/;

type Place = 'temporary' | 'artifacts' | 'tree' | 'elsewhere';

/**
 * The writes in one test file whose path comes from the tree: `import.meta`, `__dirname`, `process.cwd()` or a relative
 * `new URL` not based on a temporary directory, followed through the file's own variables. A path that involves the
 * system's temporary directory anywhere (`join(tmpdir(), …)`, a call to a `temporary…` function, a variable made
 * from one) is the test's own.
 */
export function treeWrites(fileName: string, text: string): TreeWrite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const assigned = new Map<string, ts.Expression[]>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      remember(node.name.text, node.initializer);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    ) {
      remember(node.left.text, node.right);
    }
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  const remember = (name: string, value: ts.Expression) => assigned.set(name, [...(assigned.get(name) ?? []), value]);
  visit(source);

  const places = new Map<string, Place>();
  // Variables may be used before the line that makes them (a `let` set in beforeAll): settle them all first.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, values] of assigned) {
      const place = merge(values.map((value) => placeOf(value, places)));
      if (places.get(name) !== place) places.set(name, place), (changed = true);
    }
  }

  return calls.flatMap((call) => {
    const argument = call.arguments[WRITES.get(calleeName(call) ?? '') ?? -1];
    if (!argument || placeOf(argument, places) !== 'tree') return [];
    const { line, character } = source.getLineAndCharacterOfPosition(call.getStart(source));
    return [{ line: line + 1, column: character + 1, call: call.getText(source).split('\n')[0]! }];
  });
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Temporary wins: `join(dir, name)` with `dir` made under tmpdir() is the test's own whatever `name` is. */
function merge(places: Place[]): Place {
  return (['temporary', 'artifacts', 'tree'] as const).find((place) => places.includes(place)) ?? 'elsewhere';
}

function placeOf(node: ts.Node, places: ReadonlyMap<string, Place>): Place {
  const found: Place[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && /^(tmpdir$|temporary)/.test(calleeName(child) ?? '')) found.push('temporary');
    else if (ts.isStringLiteralLike(child) && ARTIFACTS.test(child.text)) found.push('artifacts');
    else if (ts.isIdentifier(child) && places.has(child.text)) found.push(places.get(child.text)!);
    else if (ts.isIdentifier(child) && (child.text === '__dirname' || child.text === '__filename')) found.push('tree');
    else if (ts.isMetaProperty(child) && child.keywordToken === ts.SyntaxKind.ImportKeyword) found.push('tree');
    else if (ts.isCallExpression(child) && child.getText().replace(/\s/g, '') === 'process.cwd()') found.push('tree');
    else if (ts.isNewExpression(child) && relativeUrl(child)) {
      const [path, base] = child.arguments! as unknown as [ts.StringLiteralLike, ts.Expression];
      const from = placeOf(base, places);
      found.push(
        from === 'temporary' || from === 'artifacts' ? from : ARTIFACTS.test(path.text) ? 'artifacts' : 'tree',
      );
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return merge(found);
}

/** `new URL('relative/path', base)`: a file beside the base, not an address on a server (`/path` or `http:`). */
function relativeUrl(node: ts.NewExpression): boolean {
  const [path, base] = node.arguments ?? [];
  if (!ts.isIdentifier(node.expression) || node.expression.text !== 'URL' || !path || !base) return false;
  return ts.isStringLiteralLike(path) && !path.text.startsWith('/') && !/^[a-z][a-z+.-]*:/i.test(path.text);
}
