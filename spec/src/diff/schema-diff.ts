// Compares two schemas of the same place (a request body, a response, a parameter) and classifies each difference by
// who writes the values: where the client writes (request), whatever the API stops accepting is breaking; where the
// API writes (response), whatever it may now send that it could not before is breaking.
import type { Change } from './change.js';
import { canonical, diffOtherKeys, isObject, sameJson, type Located } from './located.js';
import {
  covers,
  keyword,
  partsOf,
  propertiesOf,
  requiredOf,
  subschemaOf,
  typesOf,
  type SchemaParts,
} from './schema-view.js';

export type Direction = 'request' | 'response';

/** Where a schema sits: who writes its values, and the prefixes of the rule ids (oasdiff's: `request-body-…`). */
export interface SchemaSite {
  direction: Direction;
  /** Prefix of changes to the schema itself: `request-body`, `response-body`, `request-parameter`, `webhook-body`. */
  root: string;
  /** Prefix of changes below it, `<side>-property` (`request-property`, `response-property`, `webhook-property`). */
  nested: string;
}

/** What a difference does to the set of values the schema allows. */
type Effect = 'narrowed' | 'widened' | 'changed';

export interface Documents {
  before: unknown;
  after: unknown;
}

/** Compares the schema at `before` (in the base document) with the one at `after` (in the current one). */
export function diffSchema(
  documents: Documents,
  site: SchemaSite,
  before: Located | undefined,
  after: Located | undefined,
  emit: (c: Change) => void,
): void {
  new SchemaComparison(documents, site, emit).compare(before ? [before] : [], after ? [after] : [], site.root, 0);
}

// Keywords with a rule below; any other keyword that changes is reported as unclassified and counts as breaking.
const CLASSIFIED = new Set([
  '$ref',
  'allOf',
  'type',
  'const',
  'enum',
  'pattern',
  'format',
  'uniqueItems',
  'default',
  'additionalProperties',
  'properties',
  'required',
  'items',
  'anyOf',
  'oneOf',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
]);

// Bounds and the part of their rule id; a lower bound that rises, or an upper one that falls, narrows.
const BOUNDS: [keyword: string, kind: 'lower' | 'upper', rule: string][] = [
  ['minimum', 'lower', 'min'],
  ['exclusiveMinimum', 'lower', 'exclusive-min'],
  ['maximum', 'upper', 'max'],
  ['exclusiveMaximum', 'upper', 'exclusive-max'],
  ['minLength', 'lower', 'min-length'],
  ['maxLength', 'upper', 'max-length'],
  ['minItems', 'lower', 'min-items'],
  ['maxItems', 'upper', 'max-items'],
  ['minProperties', 'lower', 'min-properties'],
  ['maxProperties', 'upper', 'max-properties'],
];

class SchemaComparison {
  constructor(
    private readonly documents: Documents,
    private readonly site: SchemaSite,
    private readonly emit: (c: Change) => void,
  ) {}

  /** Compares two schemas, each given as the nodes that define it (a property stated in two allOf members has two). */
  compare(definedBefore: Located[], definedAfter: Located[], prefix: string, depth: number): void {
    if (definedBefore.length === 0 && definedAfter.length === 0) return;
    if (depth > 64)
      throw new Error(`schema nesting deeper than 64 at ${where(definedAfter, definedBefore)}: a $ref cycle?`);
    const before = definedBefore.flatMap((node) => partsOf(this.documents.before, node));
    const after = definedAfter.flatMap((node) => partsOf(this.documents.after, node));
    this.types(before, after, prefix);
    this.constAndEnum(before, after, prefix);
    this.bounds(before, after, prefix);
    this.formats(before, after, prefix);
    this.defaults(before, after, prefix);
    this.objects(before, after, depth);
    this.combinations(before, after, prefix, depth);
    this.compare(subschemaOf(before, 'items'), subschemaOf(after, 'items'), this.site.nested, depth + 1);
    this.unclassified(before, after);
  }

  private change(effect: Effect, rule: string, at: string, message: string): void {
    const breaking =
      effect === 'changed' || (this.site.direction === 'request' ? effect === 'narrowed' : effect === 'widened');
    this.emit({ rule, breaking, pointer: at, message });
  }

  private types(before: SchemaParts, after: SchemaParts, prefix: string): void {
    const was = typesOf(before);
    const is = typesOf(after);
    const lost = was === undefined ? is !== undefined : [...was].some((t) => !covers(is, t));
    const gained = is === undefined ? was !== undefined : [...is].some((t) => !covers(was, t));
    if (!lost && !gained) return;
    const effect: Effect = lost && gained ? 'changed' : lost ? 'narrowed' : 'widened';
    const nonNull = (types: Set<string> | undefined) =>
      types === undefined ? 0 : [...types].filter((t) => t !== 'null').length;
    const onlyNull = was !== undefined && is !== undefined && sameJson(withoutNull(was), withoutNull(is));
    const rule = onlyNull
      ? lost
        ? 'became-not-nullable'
        : 'became-nullable'
      : effect === 'changed'
        ? 'type-changed'
        : nonNull(was) > 1 || nonNull(is) > 1
          ? lost
            ? 'list-of-types-narrowed'
            : 'list-of-types-widened'
          : lost
            ? 'type-specialized'
            : 'type-generalized';
    const at = keyword(after, 'type')?.at ?? keyword(before, 'type')?.at ?? where(after, before);
    this.change(effect, `${prefix}-${rule}`, at, `type ${typeText(was)} → ${typeText(is)}`);
  }

  private constAndEnum(before: SchemaParts, after: SchemaParts, prefix: string): void {
    const [was, is] = [keyword(before, 'const'), keyword(after, 'const')];
    if (was === undefined && is !== undefined)
      this.change('narrowed', `${prefix}-const-added`, is.at, `const ${text(is.node)} added`);
    if (was !== undefined && is === undefined)
      this.change('widened', `${prefix}-const-removed`, was.at, `const ${text(was.node)} removed`);
    if (was !== undefined && is !== undefined && !sameJson(was.node, is.node)) {
      this.change('changed', `${prefix}-const-changed`, is.at, `const ${text(was.node)} → ${text(is.node)}`);
    }
    const [listed, lists] = [keyword(before, 'enum'), keyword(after, 'enum')];
    if (listed === undefined && lists !== undefined)
      this.change('narrowed', `${prefix}-became-enum`, lists.at, `values limited to ${text(lists.node)}`);
    if (listed !== undefined && lists === undefined)
      this.change('widened', `${prefix}-enum-removed`, listed.at, `values no longer limited to ${text(listed.node)}`);
    if (listed === undefined || lists === undefined) return;
    const [old, now] = [(listed.node as unknown[]).map(canonical), (lists.node as unknown[]).map(canonical)];
    for (const value of old.filter((v) => !now.includes(v)))
      this.change('narrowed', `${prefix}-enum-value-removed`, lists.at, `enum value ${value} removed`);
    for (const value of now.filter((v) => !old.includes(v)))
      this.change('widened', `${prefix}-enum-value-added`, lists.at, `enum value ${value} added`);
  }

  private bounds(before: SchemaParts, after: SchemaParts, prefix: string): void {
    for (const [name, kind, rule] of BOUNDS) {
      const [was, is] = [keyword(before, name), keyword(after, name)];
      const [from, to] = [was?.node as number | undefined, is?.node as number | undefined];
      if (from === to) continue;
      const move = from === undefined ? 'set' : to === undefined ? 'unset' : to > from ? 'increased' : 'decreased';
      const tighter = move === 'set' || (kind === 'lower' ? move === 'increased' : move === 'decreased');
      this.change(
        tighter ? 'narrowed' : 'widened',
        `${prefix}-${rule}-${move}`,
        (is ?? was)!.at,
        `${name} ${from ?? 'none'} → ${to ?? 'none'}`,
      );
    }
    const [unique, uniqueNow] = [keyword(before, 'uniqueItems')?.node === true, keyword(after, 'uniqueItems')];
    if (unique !== (uniqueNow?.node === true)) {
      const at = uniqueNow?.at ?? keyword(before, 'uniqueItems')!.at;
      this.change(
        unique ? 'widened' : 'narrowed',
        `${prefix}-unique-items-${unique ? 'unset' : 'set'}`,
        at,
        `uniqueItems ${unique} → ${!unique}`,
      );
    }
  }

  /** `pattern` and `format`: added narrows, removed widens, changed may do either. */
  private formats(before: SchemaParts, after: SchemaParts, prefix: string): void {
    for (const name of ['pattern', 'format']) {
      const [was, is] = [keyword(before, name), keyword(after, name)];
      if (sameJson(was?.node, is?.node)) continue;
      const [effect, move]: [Effect, string] =
        was === undefined ? ['narrowed', 'added'] : is === undefined ? ['widened', 'removed'] : ['changed', 'changed'];
      this.change(
        effect,
        `${prefix}-${name}-${move}`,
        (is ?? was)!.at,
        `${name} ${text(was?.node) ?? 'none'} → ${text(is?.node) ?? 'none'}`,
      );
    }
  }

  /**
   * A default only changes behaviour where the API fills it in for an absent query or path value (as oasdiff rules).
   */
  private defaults(before: SchemaParts, after: SchemaParts, prefix: string): void {
    const [was, is] = [keyword(before, 'default'), keyword(after, 'default')];
    if (sameJson(was?.node, is?.node)) return;
    const move = was === undefined ? 'added' : is === undefined ? 'removed' : 'changed';
    this.emit({
      rule: `${prefix}-default-value-${move}`,
      breaking: prefix === 'request-parameter',
      pointer: (is ?? was)!.at,
      message: `default ${text(was?.node) ?? 'none'} → ${text(is?.node) ?? 'none'}`,
    });
  }

  /** Properties by name, whether they are required, and what else an object may hold. */
  private objects(before: SchemaParts, after: SchemaParts, depth: number): void {
    const { direction, nested } = this.site;
    const side = nested.replace(/-property$/, '');
    const [had, has] = [propertiesOf(before), propertiesOf(after)];
    const [neededBefore, needed] = [requiredOf(before), requiredOf(after)];
    const names = new Set([...had.keys(), ...has.keys(), ...neededBefore.keys(), ...needed.keys()]);
    for (const name of names) {
      const existed = had.has(name) || neededBefore.has(name);
      const exists = has.has(name) || needed.has(name);
      const [wasRequired, isRequired] = [neededBefore.has(name), needed.has(name)];
      if (existed && !exists) {
        // Removed either way: a client that sets or reads it no longer compiles against @waas/types.
        const rule =
          direction === 'request'
            ? `${nested}-removed`
            : `${side}-${wasRequired ? 'required' : 'optional'}-property-removed`;
        this.emit({
          rule,
          breaking: true,
          pointer: had.get(name)?.[0]?.at ?? neededBefore.get(name)!,
          message: `property ${name} removed`,
        });
      } else if (!existed && exists) {
        const kind = isRequired ? 'required' : 'optional';
        const rule = direction === 'request' ? `new-${kind}-${nested}` : `${side}-${kind}-property-added`;
        const pointer = has.get(name)?.[0]?.at ?? needed.get(name)!;
        this.emit({
          rule,
          breaking: direction === 'request' && isRequired,
          pointer,
          message: `${kind} property ${name} added`,
        });
      } else {
        if (wasRequired !== isRequired) {
          const pointer = (needed.get(name) ?? neededBefore.get(name))!;
          const rule = `${nested}-became-${isRequired ? 'required' : 'optional'}`;
          this.emit({
            rule,
            breaking: direction === 'request' ? isRequired : !isRequired,
            pointer,
            message: `property ${name} became ${isRequired ? 'required' : 'optional'}`,
          });
        }
        this.compare(had.get(name) ?? [], has.get(name) ?? [], nested, depth + 1);
      }
    }
    this.additionalProperties(before, after, depth);
  }

  /**
   * Closing an object (`additionalProperties: false`) breaks clients that send more; in a response, more properties are
   * what adding an optional one already allows, so opening one is not breaking.
   */
  private additionalProperties(before: SchemaParts, after: SchemaParts, depth: number): void {
    const [was, is] = [keyword(before, 'additionalProperties'), keyword(after, 'additionalProperties')];
    if (isObject(was?.node) && isObject(is?.node)) {
      this.compare(
        subschemaOf(before, 'additionalProperties'),
        subschemaOf(after, 'additionalProperties'),
        this.site.nested,
        depth + 1,
      );
      return;
    }
    const openness = (node: unknown) => (node === false ? 0 : isObject(node) ? 1 : 2);
    const [from, to] = [openness(was?.node), openness(is?.node)];
    if (from === to) return;
    this.emit({
      rule: `${this.site.nested}-additional-properties-${to < from ? 'narrowed' : 'widened'}`,
      breaking: this.site.direction === 'request' && to < from,
      pointer: (is ?? was)!.at,
      message: `additionalProperties ${text(was?.node) ?? 'absent'} → ${text(is?.node) ?? 'absent'}`,
    });
  }

  /** anyOf and oneOf, branch by branch in order: one branch less narrows, one more widens. */
  private combinations(before: SchemaParts, after: SchemaParts, prefix: string, depth: number): void {
    for (const [name, rule] of [
      ['anyOf', 'any-of'],
      ['oneOf', 'one-of'],
    ] as const) {
      const [was, is] = [keyword(before, name), keyword(after, name)];
      if (was === undefined && is === undefined) continue;
      if (is === undefined) {
        this.change('widened', `${prefix}-${rule}-unset`, was!.at, `${name} removed`);
        continue;
      }
      if (was === undefined) {
        const kept =
          name === 'anyOf' && this.site.direction === 'request' ? this.branchAdmittingAll(before, is) : undefined;
        if (kept === undefined) this.change('narrowed', `${prefix}-${rule}-set`, is.at, `${name} added`);
        else
          this.emit({
            rule: `${prefix}-${rule}-set`,
            breaking: false,
            pointer: is.at,
            message: `${name} added; branch ${kept} admits every value allowed before`,
          });
        continue;
      }
      const [old, now] = [was.node as unknown[], is.node as unknown[]];
      for (let i = 0; i < Math.max(old.length, now.length); i++) {
        const [from, to] = [
          { node: old[i], at: `${was.at}/${i}` },
          { node: now[i], at: `${is.at}/${i}` },
        ];
        if (i >= now.length)
          this.change('narrowed', `${prefix}-${rule}-removed`, from.at, `${name} branch ${i} removed`);
        else if (i >= old.length) this.change('widened', `${prefix}-${rule}-added`, to.at, `${name} branch ${i} added`);
        else this.compare([from], [to], prefix, depth + 1);
      }
    }
  }

  /**
   * The index of an anyOf branch that every value valid before already meets (the old schema plus that branch narrows
   * nothing), so adding the anyOf refuses nobody: say, `accountNumber` required before, and now it or `walletId`.
   */
  private branchAdmittingAll(before: SchemaParts, anyOf: Located): number | undefined {
    const branches = anyOf.node as unknown[];
    for (let i = 0; i < branches.length; i++) {
      const narrowing: Change[] = [];
      // Both sides read the base document: the branch is judged against the schema as it was.
      const probe = new SchemaComparison(
        { before: this.documents.before, after: this.documents.before },
        { ...this.site, direction: 'request' },
        (c) => {
          if (c.breaking) narrowing.push(c);
        },
      );
      try {
        probe.compare(before, [...before, { node: branches[i], at: `${anyOf.at}/${i}` }], this.site.root, 0);
      } catch {
        continue; // the branch names a component the base lacks: it cannot be shown to admit everything
      }
      if (narrowing.length === 0) return i;
    }
    return undefined;
  }

  /**
   * Keywords no rule reads, part by part so each is reported where it is stated: annotations are listed as such,
   * anything else counts as breaking until a rule says otherwise.
   */
  private unclassified(before: SchemaParts, after: SchemaParts): void {
    const byPointer = (parts: SchemaParts) =>
      new Map(parts.map((part) => [part.at, isObject(part.node) ? part.node : {}]));
    const [had, has] = [byPointer(before), byPointer(after)];
    for (const at of new Set([...had.keys(), ...has.keys()])) {
      diffOtherKeys({ node: had.get(at) ?? {}, at }, { node: has.get(at) ?? {}, at }, CLASSIFIED, this.emit);
    }
  }
}

function where(...sides: SchemaParts[]): string {
  return sides.find((parts) => parts.length > 0)?.[0]?.at ?? '#';
}

function withoutNull(types: Set<string>): string[] {
  return [...types].filter((t) => t !== 'null').sort();
}

function typeText(types: Set<string> | undefined): string {
  return types === undefined ? 'any' : [...types].sort().join('|') || 'none';
}

function text(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
