import { describe, expect, test } from 'vitest';
import { spectralResults } from './spectral.js';

describe('spectralResults', () => {
  test('reports errors and warnings, and leaves x-invalid-examples alone', () => {
    const results = spectralResults('src/fixtures/spectral.yaml');
    expect(results.map(({ code, severity, path }) => [code, severity, path.join('.')])).toEqual([
      ['operation-tags', 1, 'paths./products/update.patch'],
      ['oas3-valid-media-example', 0, 'paths./products/update.patch.requestBody.content.application/json.examples.updated.value.name'],
    ]);
  });

  test('an unreadable document is an error, not a clean result', () => {
    expect(() => spectralResults('src/fixtures/no-such-file.yaml')).toThrow(/spectral lint src\/fixtures\/no-such-file.yaml/);
  });
});
