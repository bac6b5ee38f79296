// The report's words are the model's: a check name, case kind or outcome added to src/model.ts (or to the summary)
// fails here until schema/report.schema.json names it too, and the reverse. report.gen.ts is the schema's, by the
// drift test in scripts/.
import { expectTypeOf, test } from 'vitest';
import type * as Model from '../core/model.js';
import type * as Run from '../run/summary.js';
import type * as Public from './report.gen.js';

test('check names', () => expectTypeOf<Public.CheckName>().toEqualTypeOf<Model.CheckName>());
test('faults', () => expectTypeOf<Public.Fault>().toEqualTypeOf<Model.Fault>());
test('check outcomes', () => expectTypeOf<Public.CheckOutcome>().toEqualTypeOf<Model.CheckOutcome>());
test('case kinds', () => expectTypeOf<Public.CaseKind>().toEqualTypeOf<Model.CaseKind>());
test('case outcomes', () => expectTypeOf<Public.CaseOutcome>().toEqualTypeOf<Model.CaseOutcome>());
test('target kinds', () => expectTypeOf<Public.TargetKind>().toEqualTypeOf<Model.TargetKind>());
test('provisional verdicts', () =>
  expectTypeOf<Public.ProvisionalVerdict['verdict']>().toEqualTypeOf<Run.ProvisionalVerdict['verdict']>());
test('traffic findings and the exchanges they keep', () => {
  expectTypeOf<Public.Finding>().toEqualTypeOf<Model.Finding>();
  expectTypeOf<Public.KeptExchange>().toEqualTypeOf<Model.KeptExchange>();
});
