import net from 'node:net';
import { busyBetween, cpuTimes } from './machine.js';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The share of the machine's CPU time busy during the run (bench/machine.ts). */
  machineBusy: number;
}

export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends a request and reads its whole answer (Content-Length or chunked).
 * The load generator shares the machine's cores with the servers it measures, so it speaks HTTP itself over a
 * socket: Node's HTTP client costs far more CPU per request, which the server under test would lose.
 */
class Connection {
  #socket: net.Socket | undefined;
  #buffer: Buffer = Buffer.alloc(0);
  #waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  send(request: LoadRequest): Promise<number> {
    const socket = (this.#socket ??= this.#connect());
    const body = request.body === undefined ? '' : request.body;
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const length = body === '' ? '' : `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      socket.write(
        `${request.method} ${request.path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n` +
          `${headers}${length}\r\n${body}`,
      );
    });
  }

  close(): void {
    this.#socket?.destroy();
  }

  #connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      this.#answer();
    });
    const fail = (error: Error) => {
      this.#socket = undefined;
      this.#buffer = Buffer.alloc(0);
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    return socket;
  }

  /** Settles the request in flight once its whole answer is in the buffer. */
  #answer(): void {
    const headEnd = this.#buffer.indexOf(HEAD_END);
    if (headEnd < 0 || !this.#waiting) return;
    const head = this.#buffer.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lengthHeader = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let end: number;
    if (lengthHeader) {
      end = headEnd + 4 + Number(lengthHeader[1]);
      if (this.#buffer.length < end) return;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const last = chunkedEnd(this.#buffer, headEnd + 4);
      if (last === undefined) return;
      end = last;
    } else {
      end = headEnd + 4;
    }
    this.#buffer = this.#buffer.subarray(end);
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting.resolve(status);
  }
}

/** Where a chunked body starting at `at` ends, walking its chunk sizes; undefined while it has not all arrived. */
function chunkedEnd(buffer: Buffer, at: number): number | undefined {
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    // The last chunk has size 0 and, without trailers, ends with an empty line.
    const next = lineEnd + 2 + size + 2;
    if (buffer.length < next) return undefined;
    if (size === 0) return next;
    at = next;
  }
}

/**
 * A closed-loop load generator: `concurrency` keep-alive connections, each sending its next request as soon as the
 * previous answer arrives, for `seconds`. `next(i)` gives the i-th request; `ok(status)` says which answers count.
 */
export async function load(
  baseUrl: string,
  options: { concurrency: number; seconds: number; next: (i: number) => LoadRequest; ok?: (status: number) => boolean },
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const ok = options.ok ?? ((status: number) => status < 300);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const until = performance.now() + options.seconds * 1000;
  const worker = async () => {
    const connection = new Connection(url.hostname, Number(url.port));
    while (performance.now() < until) {
      const request = options.next(issued++);
      const started = performance.now();
      try {
        if (!ok(await connection.send(request))) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
    connection.close();
  };
  const started = performance.now();
  const cpuBefore = cpuTimes();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const machineBusy = busyBetween(cpuBefore, cpuTimes());
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    machineBusy,
  };
}
