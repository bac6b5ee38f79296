export interface Listening {
  url: string;
  engine: string;
  /** How the database started: a seed dump, a data directory reopened… */
  start: string;
  readyMs: number;
  /** Operations of the spec answered from their examples, for want of a handler yet. */
  fromExamples: readonly string[];
}

/** The first line on stdout, which scripts read for the port: where it listens, on what, and what is not real yet. */
export function listeningLine({ url, engine, start, readyMs, fromExamples }: Listening): string {
  const line = `WaaS sandbox listening on ${url} (${engine}, ${start}, ready in ${Math.round(readyMs)} ms)`;
  return fromExamples.length === 0
    ? line
    : `${line}; answered from the spec's examples until implemented: ${fromExamples.join(', ')}`;
}
