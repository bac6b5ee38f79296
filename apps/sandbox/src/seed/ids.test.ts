import { describe, expect, it } from 'vitest';
import { seedId } from './ids.js';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seedId', () => {
  it.each([
    { given: 'wallet:9900054321' },
    { given: 'posting:5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f:OPEN-9900054321' },
    { given: '' },
  ])('names $given with the same version 5 UUID every time', ({ given }) => {
    expect(seedId(given)).toMatch(UUID_V5);
    expect(seedId(given)).toBe(seedId(given));
  });

  it('gives different names different ids', () => {
    const names = ['wallet:9900000001', 'wallet:9900000002', 'wallet:9900000011', 'wallet:9900000012'];
    expect(new Set(names.map(seedId)).size).toBe(names.length);
  });
});
