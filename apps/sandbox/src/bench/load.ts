import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const ok = options.ok ?? ((status: number) => status < 300);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const until = performance.now() + options.seconds * 1000;
  const send = (request: LoadRequest) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(request.body);
    });
  const worker = async () => {
    while (performance.now() < until) {
      const request = options.next(issued++);
      const started = performance.now();
      try {
        const status = await send(request);
        if (!ok(status)) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99) };
}
