import { requestIdFor as specRule } from '@waas/spec/request-id';
import { describe, expect, test } from 'vitest';
import { requestIdFor, withRequestId } from './request-id.js';

const SENT = ['req-42', 'trace:span@host.example', '', 'two words', 'line\nbreak', 'x'.repeat(128), 'x'.repeat(129)];

describe('the request id rule', () => {
  test.for(SENT)('%j is kept or replaced as @waas/spec/request-id does', (sent) => {
    const ours = requestIdFor(sent);
    const spec = specRule(sent);
    expect(ours === sent).toBe(spec === sent);
  });

  test('an override’s own id and an error response are left alone', () => {
    const request = new Request('http://x.test/', { headers: { 'x-request-id': 'mine' } });
    expect(
      withRequestId(request, new Response(null, { headers: { 'x-request-id': 'theirs' } })).headers.get('x-request-id'),
    ).toBe('theirs');
    expect(withRequestId(request, Response.error()).type).toBe('error');
    expect(withRequestId(request, new Response(null)).headers.get('x-request-id')).toBe('mine');
  });
});
