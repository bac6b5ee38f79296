// Test support: a proxy in front of the mock that breaks chosen answers, to prove each check can fail.
import { bodyText, type LocalServer, serveLocally } from './local-server.js';

export interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Fault {
  /** May change the request before it reaches the mock (e.g. add the key the client left out). */
  request?: (exchange: Exchange) => Exchange;
  /** May change the mock's answer; `exchange` is the request as the client sent it. */
  response?: (answer: Answer, exchange: Exchange) => Answer;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host'];

export async function startFaultProxy(target: string, fault: Fault): Promise<LocalServer> {
  return serveLocally(async (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([n]) => !HOP_BY_HOP.includes(n))
        .map(([n, v]) => [n, String(v)]),
    );
    const sent: Exchange = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers,
      body: await bodyText(request),
    };
    const forwarded = fault.request ? fault.request(sent) : sent;
    const init: RequestInit = { method: forwarded.method, headers: forwarded.headers };
    if (forwarded.body !== '') init.body = forwarded.body;
    const upstream = await fetch(target + forwarded.path, init);
    const answer: Answer = {
      status: upstream.status,
      headers: Object.fromEntries([...upstream.headers].filter(([n]) => !HOP_BY_HOP.includes(n))),
      body: await upstream.text(),
    };
    const out = fault.response ? fault.response(answer, sent) : answer;
    response.writeHead(out.status, out.headers).end(out.body);
  });
}

/** Rewrites the JSON body of matching answers. */
export function editBody(
  when: (exchange: Exchange, answer: Answer) => boolean,
  edit: (body: Record<string, any>) => void,
): Fault {
  return {
    response: (answer, exchange) => {
      if (!when(exchange, answer)) return answer;
      const body = JSON.parse(answer.body) as Record<string, any>;
      edit(body);
      return { ...answer, body: JSON.stringify(body) };
    },
  };
}
