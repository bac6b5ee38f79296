import { withRequestId } from './request-id.js';
import { http, HttpResponse, type HttpHandler, type RequestHandlerOptions } from 'msw';
import { documented, lookup, type Choice, type DocumentedResponse } from './documented.js';
import type { OperationId } from './spec-types.js';
import { EXAMPLE_HEADER, chooseMatch, inputsOf } from './matching.js';
import { servedBy, type MockOptions } from './origins.js';
import { readPrefer } from './prefer.js';
import { OPERATIONS } from './responses.gen.js';
import type { DeclaredStatus, PathParams, ResponseBody } from './spec-types.js';

/**
 * A response typed by the spec: a body of a declared status, a documented example, or any `Response` (e.g.
 * `HttpResponse.error()`).
 */
export type Reply<Op extends OperationId> =
  | {
      [Status in DeclaredStatus<Op>]: {
        status: Status;
        body: ResponseBody<Op, Status>;
        headers?: HeadersInit;
        example?: never;
      };
    }[DeclaredStatus<Op>]
  | (Choice<Op> & { body?: never })
  | Response;

/** What an override is given about the request: MSW's resolver info with the path parameters named by the spec. */
export interface OverrideInfo<Op extends OperationId> {
  request: Request;
  params: PathParams<Op>;
  /** The query string of the request. */
  query: URLSearchParams;
  cookies: Record<string, string>;
}

export type Override<Op extends OperationId> = Reply<Op> | ((info: OverrideInfo<Op>) => Reply<Op> | Promise<Reply<Op>>);

export interface Mocks {
  /**
   * One handler per operation of the spec. Each answers the response a `Prefer: code=…, example=…` header names or,
   * without one, the documented success whose paired request the request matches best (`@waas/spec/matching`: a debit
   * gets the debit), named in an `x-waas-example` header, as the mock does.
   */
  handlers: HttpHandler[];
  /**
   * A handler that answers an operation with another documented response; throws when the spec does not document it.
   */
  answer<Op extends OperationId>(operationId: Op, choice: Choice<Op>, options?: RequestHandlerOptions): HttpHandler;
  /** A handler that answers an operation with a reply of your own, typed by the spec, or computed from the request. */
  override<Op extends OperationId>(operationId: Op, reply: Override<Op>, options?: RequestHandlerOptions): HttpHandler;
}

/** Handlers for the operations of the spec; see {@link MockOptions} to limit them to some base URLs. */
export function createMocks(options: MockOptions = {}): Mocks {
  const served = servedBy(options);
  const handle = <Op extends OperationId>(
    operationId: Op,
    respond: (info: OverrideInfo<Op>) => Response | Promise<Response>,
    handlerOptions?: RequestHandlerOptions,
  ): HttpHandler => {
    const { method, path } = OPERATIONS[operationId];
    // `*` before the path: any origin and any base path; `served` then applies the base URLs the options give.
    const pattern = `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
    return http[method](
      pattern,
      async ({ request, params, cookies }) =>
        served(operationId, request)
          ? withRequestId(
              request,
              await respond({
                request,
                params: params as PathParams<Op>,
                query: new URL(request.url).searchParams,
                cookies,
              }),
            )
          : undefined,
      handlerOptions,
    );
  };
  return {
    handlers: (Object.keys(OPERATIONS) as OperationId[]).map((operationId) =>
      handle(operationId, async ({ request, params }) => {
        const preferred = readPrefer(request.headers.get('prefer'));
        if (preferred) return send(lookup(operationId, preferred));
        const chosen = chooseMatch(OPERATIONS[operationId].matching, await inputsOf(request, params));
        if (!chosen) return send(lookup(operationId, {}));
        return send(lookup(operationId, { status: chosen.status, example: chosen.name }), {
          [EXAMPLE_HEADER]: chosen.name,
        });
      }),
    ),
    answer(operationId, choice, handlerOptions) {
      const response = documented(operationId, choice);
      return handle(operationId, () => send(response), handlerOptions);
    },
    override(operationId, reply, handlerOptions) {
      return handle(
        operationId,
        async (info) => toResponse(operationId, typeof reply === 'function' ? await reply(info) : reply),
        handlerOptions,
      );
    },
  };
}

function send(
  response: Pick<DocumentedResponse, 'status' | 'contentType'> & { body: unknown },
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(response.body), {
    status: response.status,
    headers: { 'content-type': response.contentType, ...headers },
  });
}

/** A reply of any operation, as the handler reads it; the spec's types checked it where the override was written. */
type AnyReply = { status: number; body?: unknown; example?: string; headers?: HeadersInit } | Response;

function toResponse(operationId: OperationId, reply: AnyReply): Response {
  if (reply instanceof Response) return reply;
  if (reply.body === undefined) return send(lookup(operationId, reply));
  return HttpResponse.json(reply.body, { status: reply.status, headers: reply.headers ?? {} });
}
