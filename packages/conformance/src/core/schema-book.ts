import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { withDecimalMultipleOf } from '@waas/spec/decimal-multiple';
import { nodeAt } from '@waas/spec/document';
import type { OpenApiDocument } from '@waas/spec/pairs';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const BUNDLE_ID = 'urn:waas:bundle';

/** Validates bodies against schemas of the bundle, by JSON pointer, with one compiled validator per pointer. */
export class SchemaBook {
  readonly #ajv: Ajv2020;
  readonly #compiled = new WeakMap<object, ValidateFunction>();

  /** `coerceTypes`: read values as a query string carries them (`"10"` is an integer), for parameters. */
  constructor(
    readonly document: OpenApiDocument,
    options: { coerceTypes?: boolean } = {},
  ) {
    // strict off: OpenAPI documents carry keywords JSON Schema does not know (example, x-*).
    // multipleOf read in decimal, as the spec asks (Amount's description): a plain Ajv refuses `0.07` as cents.
    // code.optimize off: a run compiles each validator once and calls it a few thousand times at most, and Ajv's
    // passes over the generated code cost more to compile than they save in those calls.
    // validateSchema off: the bundle is the spec's own, checked against its meta-schema by the spec's build and
    // lint; checking it again cost each run, and each book, a walk of the whole document.
    this.#ajv = withDecimalMultipleOf(
      new Ajv2020({
        allErrors: true,
        strict: false,
        validateFormats: true,
        code: { optimize: false },
        coerceTypes: options.coerceTypes ?? false,
        validateSchema: false,
      }),
    );
    addFormats(this.#ajv);
    this.#ajv.addSchema({ ...document, $id: BUNDLE_ID });
  }

  /** Problems of `value` against a schema node of the bundle (as found under a response's content). */
  validate(schema: object, value: unknown): string[] {
    const validator = this.#validator(schema);
    return validator(value) ? [] : describe(validator.errors ?? []);
  }

  /** Where in `value` the problems are, as instance path segments; a missing property is where it should be. */
  violationPaths(schema: object, value: unknown): string[][] {
    const validator = this.#validator(schema);
    if (validator(value)) return [];
    return (validator.errors ?? []).map((e) => [
      ...e.instancePath
        .split('/')
        .slice(1)
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~')),
      ...(e.keyword === 'required' ? [String(e.params.missingProperty)] : []),
    ]);
  }

  /**
   * A node of the bundle is compiled where it lies (`urn:waas:bundle#<pointer>`), so the components it reaches are
   * compiled once in the run and shared by every validator; a copy compiled on its own recompiled them each time.
   * A node from elsewhere is compiled as a copy, its $refs anchored in the bundle.
   */
  #validator(schema: object): ValidateFunction {
    let validator = this.#compiled.get(schema);
    if (!validator) {
      const at = this.#pointers().get(schema);
      validator =
        (at !== undefined && this.#ajv.getSchema(BUNDLE_ID + at)) || this.#ajv.compile(anchored(schema) as object);
      this.#compiled.set(schema, validator);
    }
    return validator;
  }

  #pointersOf: WeakMap<object, string> | undefined;

  /** Where each object of the bundle lies, as a URI fragment (JSON pointer, percent-encoded): found in one walk. */
  #pointers(): WeakMap<object, string> {
    if (this.#pointersOf) return this.#pointersOf;
    const found = new WeakMap<object, string>();
    const visit = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object' || found.has(node)) return;
      found.set(node, at);
      for (const [key, child] of Object.entries(node))
        visit(child, `${at}/${encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'))}`);
    };
    visit(this.document, '#');
    return (this.#pointersOf = found);
  }

  /** Paths of properties no schema along the way declares: the misspelled fields other tools let through. */
  unknownProperties(schema: object, value: unknown): string[] {
    const found: string[] = [];
    this.#walk(this.#shapeOf([schema]), value, '', found);
    return found;
  }

  /** The schema node at a local pointer of the bundle, read from the document: asking Ajv for it compiled it. */
  #node(at: string): unknown {
    const found = at.startsWith('#') ? nodeAt(this.document, at) : undefined;
    if (found === undefined) throw new Error(`no schema at ${at}`);
    return found;
  }

  /** Every schema that applies to the same instance: the node, its $ref target and its composition branches. */
  /** Properties an object must have under this schema: its own `required`, its $ref's and its allOf branches'. */
  requiredProperties(schema: object): string[] {
    const all = this.#expand([schema], ['allOf']);
    return [...new Set(all.flatMap((s) => (Array.isArray(s.required) ? (s.required as string[]) : [])))];
  }

  /**
   * Every schema that applies to the same instance, with its keywords: the node, its $ref targets, its composition
   * branches.
   */
  applying(schema: object): Record<string, unknown>[] {
    return this.#expand([schema]);
  }

  /**
   * The property schemas an object must or may have under this schema (its own, its $ref's and its allOf branches').
   */
  propertySchemas(schema: object): Record<string, object> {
    return Object.assign(
      {},
      ...this.#expand([schema], ['allOf']).map((s) => (s.properties ?? {}) as Record<string, object>),
    );
  }

  #expand(
    schemas: unknown[],
    compositions: readonly string[] = ['allOf', 'anyOf', 'oneOf'],
  ): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    const seen = new Set<unknown>();
    const visit = (node: unknown, depth: number) => {
      if (node === null || typeof node !== 'object' || seen.has(node) || depth > 64) return;
      seen.add(node);
      const schema = node as Record<string, unknown>;
      out.push(schema);
      if (typeof schema.$ref === 'string') visit(this.#node(schema.$ref), depth + 1);
      for (const key of compositions) {
        if (Array.isArray(schema[key])) for (const branch of schema[key] as unknown[]) visit(branch, depth + 1);
      }
    };
    for (const schema of schemas) visit(schema, 0);
    return out;
  }

  /** The shape of each schema walked alone: traffic and generated values walk the same few, many times. */
  readonly #shapes = new WeakMap<object, Shape>();

  /** The shape where these schemas apply together; one schema's is kept, several's are kept by the shape above. */
  #shapeOf(schemas: unknown[]): Shape {
    const one =
      schemas.length === 1 && schemas[0] !== null && typeof schemas[0] === 'object'
        ? (schemas[0] as object)
        : undefined;
    const known = one && this.#shapes.get(one);
    if (known) return known;
    const all = this.#expand(schemas);
    const shape: Shape = {
      all,
      // A schema with additionalProperties or patternProperties declares an open object: nothing is unknown in it.
      open: all.some(
        (s) =>
          (s.additionalProperties !== undefined && s.additionalProperties !== false) ||
          s.patternProperties !== undefined,
      ),
      properties: new Map(),
    };
    if (one) this.#shapes.set(one, shape);
    return shape;
  }

  /** The shape of a property's value, or undefined when no schema here declares the property. */
  #propertyShape(shape: Shape, key: string): Shape | undefined {
    if (shape.properties.has(key)) return shape.properties.get(key);
    const declared = shape.all
      .map((s) => (s.properties as Record<string, unknown> | undefined)?.[key])
      .filter((s) => s !== undefined);
    const found = declared.length === 0 ? undefined : this.#shapeOf(declared);
    shape.properties.set(key, found);
    return found;
  }

  #walk(shape: Shape, value: unknown, path: string, found: string[]) {
    if (Array.isArray(value)) {
      shape.items ??= this.#shapeOf(shape.all.map((s) => s.items).filter((s) => s !== undefined));
      for (let index = 0; index < value.length; index++)
        this.#walk(shape.items, value[index], `${path}/${index}`, found);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const declared = this.#propertyShape(shape, key);
      if (declared) this.#walk(declared, child, `${path}/${key}`, found);
      else if (!shape.open) found.push(`${path}/${key}`);
    }
  }
}

/**
 * Where a set of schemas applies to one value, what the unknown-properties walk asks of it, worked out once: every
 * schema applying (the set, their $ref targets and composition branches), whether the object is open, and, as met,
 * the shape of each property's value and of each item.
 */
interface Shape {
  all: Record<string, unknown>[];
  open: boolean;
  properties: Map<string, Shape | undefined>;
  items?: Shape;
}

/** The node with its local $refs pointing into the bundle Ajv holds. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? BUNDLE_ID + value : anchored(value),
    ]),
  );
}

function describe(errors: ErrorObject[]): string[] {
  return errors.map((e) => {
    const where = e.instancePath || '/';
    if (e.keyword === 'required') return `${where} is missing required property ${String(e.params.missingProperty)}`;
    if (e.keyword === 'const' || e.keyword === 'enum')
      return `${where} ${e.message}: ${JSON.stringify(e.params.allowedValue ?? e.params.allowedValues)}`;
    return `${where} ${e.message}`;
  });
}
