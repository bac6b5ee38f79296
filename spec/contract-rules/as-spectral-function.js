// A contract rule (document → findings, src/contract/) as a Spectral function. A rule that throws on a document it
// cannot read is reported as a finding at the root, with its message, instead of an exception Spectral prints apart.
export function asSpectralFunction(rule) {
  return (document) => {
    try {
      return rule(document);
    } catch (error) {
      return [
        {
          message: `the rule could not read this document: ${error instanceof Error ? error.message : String(error)}`,
          path: [],
        },
      ];
    }
  };
}
