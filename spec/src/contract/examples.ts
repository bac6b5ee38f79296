// Two rules on the examples that sit beside schemas: an example matches its schema, and one kept under
// x-invalid-examples does not (invalid-request pairs send it, so it must stay invalid). Checked with the spec's own
// validator (Ajv 2020-12, strict, formats, `multipleOf` in decimal), which linters' built-in example rules are not.
import { segmentsOf, type OpenApiDocument } from '../bundle.js';
import { collectExamples, exampleValidator, type ExampleSite } from '../examples.js';
import type { Finding } from './finding.js';

/** The path of an example's value: `examples` entries hold it under `value`, a lone `example` is the value. */
function valuePath(site: ExampleSite): (string | number)[] {
  const path = segmentsOf(site.at);
  return path.at(-2) === 'examples' || path.at(-2) === 'x-invalid-examples' ? [...path, 'value'] : path;
}

/** The example's name, or `example` for a lone one. */
const exampleName = (site: ExampleSite) => segmentsOf(site.at).at(-1) ?? 'example';

/** Each example that breaks its schema, at the field that breaks it. */
export function examplesMatchSchemas(document: OpenApiDocument): Finding[] {
  const validate = exampleValidator(document);
  return collectExamples(document)
    .filter((site) => !site.invalid)
    .flatMap((site) =>
      validate(site).map((error) => ({
        message: `example ${exampleName(site)}: ${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`,
        path: [...valuePath(site), ...segmentsOf(`#${error.instancePath}`)],
      })),
    );
}

/** Each example under x-invalid-examples that its schema accepts, so the invalid request it stands for is valid. */
export function invalidExamplesFail(document: OpenApiDocument): Finding[] {
  const validate = exampleValidator(document);
  return collectExamples(document)
    .filter((site) => site.invalid && validate(site).length === 0)
    .map((site) => ({
      message: `example ${exampleName(site)} is under x-invalid-examples, yet its schema accepts it`,
      path: valuePath(site),
    }));
}
