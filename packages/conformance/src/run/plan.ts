import { generatedCases, type GeneratedOptions } from '../cases/fuzzing/generated-cases.js';
import type { Case } from '../core/model.js';
import { workflowCases } from '../cases/workflows/workflow-cases.js';
import type { RunContext } from '../core/context.js';
import { examplePairCases } from '../cases/example-pairs/example-pairs.js';
import { isolationCases } from '../cases/isolation/isolation.js';
import { ledgerCases } from '../cases/ledger/ledger.js';
import { missingKeyCases } from '../cases/rules/missing-key.js';
import { paginationWalkCases } from '../cases/rules/pagination-walk.js';
import { requiredDroppedCases } from '../cases/rules/required-dropped.js';

export interface Selection {
  /** operationIds or tags; empty means all. */
  only: string[];
  skip: string[];
}

const selects = (names: readonly string[], item: Case) =>
  names.some((n) => n === item.operationId || item.tags.includes(n));

/**
 * Every case of the run: the ledger read-back first (later cases read what it posted), then in document order; narrowed
 * by --only and --skip.
 */
export function planCases(
  context: RunContext,
  selection: Selection = { only: [], skip: [] },
  generated: GeneratedOptions = { seed: 0, maxCases: 0 },
  webhooks = false,
): Case[] {
  const all = [
    ...ledgerCases(context),
    ...isolationCases(context),
    ...workflowCases(context, { webhooks }),
    ...examplePairCases(context),
    ...missingKeyCases(context),
    ...requiredDroppedCases(context),
    ...paginationWalkCases(context),
    ...generatedCases(context, generated),
  ];
  return all.filter(
    (item) => (selection.only.length === 0 || selects(selection.only, item)) && !selects(selection.skip, item),
  );
}
