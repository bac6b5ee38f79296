import { loadBundle } from '@waas/spec/pairs';
import { sign, SIGNATURE_HEADER } from '@waas/webhooks';
import { expect, test } from 'vitest';
import { runContext } from '../core/context.js';
import { resolveProfile } from '../profile/load.js';
import { judgeDelivery } from './delivery.js';
import { faultOf } from './refutation.js';

const SECRET = 'whsec-delivery-test';
const document = loadBundle();
const context = runContext(document, resolveProfile({ target: 'http://t.test', keys: { organization: 'k' } }), 'live');
const event = (document.webhooks!.transactionPosted!.post as any).requestBody.content['application/json'].examples
  .transactionPosted.value as Record<string, unknown>;

/** The event's keys in reverse order: a body whose bytes differ from its sorted re-serialization. */
const sent = JSON.stringify(Object.fromEntries(Object.entries(event).reverse()));
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
        )
      : value;

test.each([
  { name: 'signed over the bytes sent', signed: sent, want: { outcome: 'passed', fault: undefined } },
  {
    name: 'signed over the body re-serialized with sorted keys',
    signed: JSON.stringify(sortedKeys(JSON.parse(sent))),
    want: { outcome: 'failed', fault: 'reserializedSignature' },
  },
  { name: 'signed over another body', signed: '{"other":true}', want: { outcome: 'failed', fault: undefined } },
])('a delivery $name', async ({ signed, want }) => {
  const headers = { [SIGNATURE_HEADER.toLowerCase()]: await sign(signed, SECRET) };
  const [signature] = await judgeDelivery(context, { rawBody: sent, headers }, SECRET, 300);
  expect({ outcome: signature!.outcome, fault: signature!.fault }).toEqual(want);
  if (want.fault) {
    expect(signature!.message).toContain('verifies under a re-serialization of the body');
    expect(signature!.message).toContain('not under the bytes sent');
    expect(faultOf(signature!, undefined)?.fault).toBe(want.fault);
  }
});
