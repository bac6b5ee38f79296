import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps each line it writes, parsed, in `lines`: what a test reads the log from. */
export function logLines(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  return { lines, stream };
}
