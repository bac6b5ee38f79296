import { loadWorkflows } from '@waas/spec/workflows';
import { readOperations, type OpenApiDocument } from '@waas/spec/pairs';
import { WORKFLOWS_TAG } from '../cases/workflows/workflow-cases.js';
import { ConfigError } from '../profile/load.js';
import type { Selection } from './plan.js';

/**
 * What `--only` selects by, whatever the target: the spec's tags and operationIds, and the workflows (their tag and
 * ids).
 */
export function selectableNames(document: OpenApiDocument): string[] {
  const operations = readOperations(document);
  const tags = operations.flatMap((o) =>
    ((document.paths?.[o.path]?.[o.method] as { tags?: unknown[] } | undefined)?.tags ?? []).map(String),
  );
  const workflows = loadWorkflows().flatMap(({ document: arazzo }) => arazzo.workflows.map((w) => w.workflowId));
  return [...new Set([...tags, WORKFLOWS_TAG, ...operations.map((o) => o.operationId), ...workflows])];
}

/**
 * A `--only` that names nothing would run no case and pass: a misspelling is refused before the target is asked
 * anything.
 */
export function checkSelection(document: OpenApiDocument, selection: Selection | undefined): void {
  const names = selectableNames(document);
  const unknown = (selection?.only ?? []).filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new ConfigError(
      `--only ${unknown.join(', ')} matches no tag, operationId or workflow of the spec; ` +
        `it could be ${names.join(', ')}`,
    );
  }
}
