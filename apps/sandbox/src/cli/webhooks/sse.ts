/** One server-sent event: what an EventSource would dispatch. */
export interface ServerSentEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * The events of a text/event-stream body, as the HTML standard's parser reads them: lines end in LF, CR or CRLF, a
 * blank line dispatches, a line starting with a colon is a comment, `data` lines join with LF. Only the fields
 * streamWebhookEvents sends are kept.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  let fields: { id?: string; event?: string; data: string[] } = { data: [] };
  for await (const chunk of chunksOf(body)) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split(/\r\n|\r|\n/);
    // The last piece has no line end yet (a CR at the very end may still be followed by its LF).
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (fields.data.length > 0)
          yield { id: fields.id, event: fields.event ?? 'message', data: fields.data.join('\n') };
        fields = { data: [] };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'data') fields.data.push(value);
      else if (name === 'id') fields.id = value;
      else if (name === 'event') fields.event = value;
    }
  }
}

/** A fetch body's chunks: the DOM's types do not say a ReadableStream is async iterable, though Node's is. */
async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (!('getReader' in body)) {
    yield* body;
    return;
  }
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}
