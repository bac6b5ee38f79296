// What every test that renders or saves a JSON report reads it through: the report must meet the schema that ships.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Report } from '../report/report.gen.js';

// ajv-formats ships CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile<Report>(schema);

/** The report a JSON reporter printed, parsed; throws naming every place where it departs from the schema. */
export function validReport(text: string): Report {
  const report: unknown = JSON.parse(text);
  if (validate(report)) return report;
  const problems = validate.errors!.map((e) => {
    const property = e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : '';
    return `${e.instancePath || '/'} ${e.message}${property}`;
  });
  throw new Error(`the report does not meet schema/report.schema.json:\n${problems.join('\n')}`);
}
