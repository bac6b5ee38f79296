import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

/** An Arazzo 1.0.1 document as the workflows of this spec use it. */
export interface ArazzoDocument {
  arazzo: string;
  workflows: ArazzoWorkflow[];
}

export interface ArazzoWorkflow {
  workflowId: string;
  summary?: string;
  inputs?: { required?: string[]; properties?: Record<string, { default?: unknown }> };
  steps: ArazzoStep[];
  outputs?: Record<string, string>;
}

export interface ArazzoStep {
  stepId: string;
  description?: string;
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; value: unknown }[];
  requestBody?: { contentType?: string; payload: unknown };
  successCriteria?: { condition: string; context?: string; type?: string }[];
  /** When this step's criteria fail, the target has nothing the workflow can exercise: not a failure. */
  'x-precondition'?: boolean;
  /**
   * The webhook the step makes the target send. With webhooks on, the conformance runner listens before the step, then
   * waits for the first event of the webhook's type whose `match` paths (`data.accountNumber`) hold the given values,
   * verifies its signature and schema, and checks every `expect` path. Values may be runtime expressions, evaluated
   * right after the step's answer. Tools that know no such extension (Redocly Respect) leave it out.
   */
  'x-webhook'?: { webhook: string; match: Record<string, unknown>; expect?: Record<string, unknown> };
  /**
   * The provisional choices of the step's operation the step relies on (`x-provisional` on the named parameters, on
   * the responses of the named statuses, or on its request body): the conformance runner reports its failure, short of
   * a fault, as the target refuting those choices, not as a deviation from the document.
   */
  'x-rests-on'?: { parameters?: string[]; responses?: string[]; requestBody?: boolean };
  onFailure?: {
    name: string;
    type: 'end' | 'goto' | 'retry';
    stepId?: string;
    retryAfter?: number;
    retryLimit?: number;
  }[];
  outputs?: Record<string, string>;
}

/**
 * The workflows folder, and the workflow files as `bundle` parsed them (scripts/bundle.ts: name → its text's hash,
 * its document). Found through the package's own exports, as the bundle is, so the same path works from src/ and from
 * dist/lib/; looked up at the first read, since the export resolves only once the bundle exists, and the bundle's own
 * script loads this module before it writes one.
 */
let located: { directory: URL; prebuilt: URL } | undefined;
function locations(): { directory: URL; prebuilt: URL } {
  if (located) return located;
  const bundle = pathToFileURL(createRequire(import.meta.url).resolve('@waas/spec/openapi.json'));
  return (located = { directory: new URL('../workflows/', bundle), prebuilt: new URL('workflows.json', bundle) });
}

/** The workflow files of `workflows/`, by name. */
export const WORKFLOW_FILE = /\.arazzo\.yaml$/;

/** What tells a file's text from any other: a parse made from one text serves only that text. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Each file as last parsed, by the modification time and size it had: parsing YAML is costly and asked often. */
const parsed = new Map<string, { version: string; document: ArazzoDocument }>();
type Prebuilt = Record<string, { hash: string; document: ArazzoDocument }>;
let prebuilt: Prebuilt | undefined;

/**
 * A file's document: the one `bundle` parsed while the file is still the text it parsed (a run then parses no YAML),
 * else parsed here, so an edited file is read as it now is, built or not.
 */
function documentOf(file: string, text: string): ArazzoDocument {
  if (prebuilt === undefined) {
    const at = locations().prebuilt;
    prebuilt = existsSync(at) ? (JSON.parse(readFileSync(at, 'utf8')) as Prebuilt) : {};
  }
  const built = prebuilt[file];
  return built !== undefined && built.hash === textHash(text) ? built.document : (parse(text) as ArazzoDocument);
}

/** Every workflow file of the spec (`spec/workflows/*.arazzo.yaml`), parsed, with its file name. */
export function loadWorkflows(): { file: string; document: ArazzoDocument }[] {
  const { directory } = locations();
  return readdirSync(directory)
    .filter((file) => WORKFLOW_FILE.test(file))
    .sort()
    .map((file) => {
      const url = new URL(file, directory);
      const { mtimeMs, size } = statSync(url);
      const version = `${mtimeMs}:${size}`;
      let known = parsed.get(file);
      if (known?.version !== version) {
        known = { version, document: documentOf(file, readFileSync(url, 'utf8')) };
        parsed.set(file, known);
      }
      // A copy of its own for each caller: a workflow is read, never changed, but nothing here can promise that.
      return { file, document: structuredClone(known.document) };
    });
}
