// One program `pnpm dev` runs beside it: its lines printed under its name, its first line (where it listens) read,
// a later line awaited on demand, and stopped by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

export interface ChildOptions {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the URL off the program's first lines. */
  url: (line: string) => string | undefined;
  /** Every line, prefixed by the name; a line `hide` is true of is left out (said already by pnpm dev itself). */
  print: (line: string) => void;
  hide?: (line: string) => boolean;
  /** Every line the program prints, appended: what was left out of the terminal is still there. */
  logFile?: string;
  /**
   * A line about one request (the mock's and the sandbox's request logs): written to `logFile` only, unless
   * `verbose`, so pnpm dev's own lines are not lost among them.
   */
  requestLine?: (line: string) => boolean;
  verbose?: boolean;
}

/** How long a start may take before pnpm dev says so; it keeps waiting, the program may still come up. */
const SLOW_START_MS = 60_000;

export class Child {
  #process: ChildProcess | undefined;
  #log: WriteStream | undefined;
  #url: string | undefined;
  #stopping = false;
  #waiting = new Set<{ matches: (line: string) => boolean; resolve: (line: string) => void }>();

  constructor(readonly options: ChildOptions) {}

  get url(): string | undefined {
    return this.#url;
  }

  /** Starts it and resolves with its URL once its first lines name one; rejects if it ends first. */
  start(): Promise<string> {
    const { name, command, env, url, print, hide, logFile, requestLine, verbose } = this.options;
    const [file, ...args] = command;
    const child = spawn(file!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#process = child;
    const log = logFile === undefined ? undefined : createWriteStream(logFile, { flags: 'a' });
    this.#log = log;
    return new Promise((resolve, reject) => {
      let found = false;
      const slow = setTimeout(
        () => print(`${name} has not said where it listens after ${SLOW_START_MS / 1000} s; still waiting`),
        SLOW_START_MS,
      );
      const onLine = (line: string) => {
        for (const waiter of this.#waiting) {
          if (!waiter.matches(line)) continue;
          this.#waiting.delete(waiter);
          waiter.resolve(line);
        }
        if (!found) {
          const at = url(line);
          if (at !== undefined) {
            found = true;
            clearTimeout(slow);
            this.#url = at;
            resolve(at);
          }
        }
        log?.write(`${line}\n`);
        if (!hide?.(line) && (verbose || !requestLine?.(line))) print(`${name.padEnd(7)}| ${line}`);
      };
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = '';
        stream.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop()!;
          lines.forEach(onLine);
        });
      }
      child.on('exit', (code, signal) => {
        clearTimeout(slow);
        log?.end();
        if (this.#process === child) this.#process = undefined;
        const ended = `ended (${signal ?? `exit ${code}`})`;
        // A line awaited from a program that ended will never come: its waiter is told so rather than left hanging,
        // which would hold pnpm dev's watch on the save that asked for it.
        for (const waiter of this.#waiting) waiter.resolve(ended);
        this.#waiting.clear();
        if (!found) reject(new Error(`${name} ${ended} before it listened`));
        else if (!this.#stopping) print(`${name.padEnd(7)}| ${ended}`);
      });
    });
  }

  /**
   * The next line the program prints that `matches`; ask before doing what makes it print it. `ended (…)` when the
   * program ends first, or is not running.
   */
  nextLine(matches: (line: string) => boolean): Promise<string> {
    if (this.#process === undefined) return Promise.resolve('ended (not running)');
    return new Promise((resolve) => this.#waiting.add({ matches, resolve }));
  }

  /** SIGTERM, then waits for it to end: a data directory is free again for the next start. */
  async stop(): Promise<void> {
    const child = this.#process;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const ended = once(child, 'exit');
    this.#stopping = true;
    child.kill('SIGTERM');
    await ended;
    // Its log written out before the next start appends to it, or a reader looks.
    if (this.#log && !this.#log.closed) await once(this.#log, 'close');
    this.#stopping = false;
  }
}
