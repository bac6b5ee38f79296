import { describe, expect, test } from 'vitest';
import { serverSentEvents } from './sse.js';

async function* chunks(...texts: string[]) {
  for (const text of texts) yield new TextEncoder().encode(text);
}
const read = async (...texts: string[]) => {
  const events = [];
  for await (const event of serverSentEvents(chunks(...texts))) events.push(event);
  return events;
};

describe('server-sent events', () => {
  test.for([
    {
      given: 'one event in one chunk',
      chunks: ['id: e1\nevent: transaction.posted\ndata: {"a":1}\n\n'],
      want: [{ id: 'e1', event: 'transaction.posted', data: '{"a":1}' }],
    },
    {
      given: 'an event split inside a field and inside a multi-byte character',
      chunks: ['id: e1\nda', 'ta: {"name":"Ad', 'é"}\n', '\n'],
      want: [{ id: 'e1', event: 'message', data: '{"name":"Adé"}' }],
    },
    {
      given: 'comments, CRLF line ends, and a field without a space after its colon',
      chunks: [': connected\r\n\r\nid:e2\r\nevent:inflow.received\r\ndata:{}\r\n\r\n: keep-alive\n\n'],
      want: [{ id: 'e2', event: 'inflow.received', data: '{}' }],
    },
    { given: 'an event the stream ends before its blank line', chunks: ['id: e3\ndata: {}\n'], want: [] },
    {
      given: 'two data lines, joined as the standard joins them',
      chunks: ['data: a\ndata: b\n\n'],
      want: [{ id: undefined, event: 'message', data: 'a\nb' }],
    },
  ])('$given', async ({ chunks: given, want }) => {
    expect(await read(...given)).toEqual(want);
  });
  test('a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: é\n\n');
    async function* split() {
      yield bytes.subarray(0, 7);
      yield bytes.subarray(7);
    }
    const events = [];
    for await (const event of serverSentEvents(split())) events.push(event);
    expect(events).toEqual([{ id: undefined, event: 'message', data: 'é' }]);
  });
});
