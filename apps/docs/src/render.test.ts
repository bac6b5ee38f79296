import { loadBundle } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';

import { redocStandalone } from './redoc-bundle.js';
import { CONTENT_SECURITY_POLICY, renderPage } from './render.js';

describe('renderPage', () => {
  it('embeds the document so that no text in it can close its script element', () => {
    const document = {
      ...loadBundle(),
      info: { title: 'T', version: '1', description: '</script><script>alert(1)</script>' },
    };
    const html = renderPage(document);
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    const json = /<script type="application\/json" id="openapi">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(document);
  });

  it('loads only its own files and keeps its content security policy', () => {
    const html = renderPage(loadBundle());
    expect(html).toContain(`content="${CONTENT_SECURITY_POLICY}"`);
    expect([...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src)).toEqual([
      'redoc.standalone.js',
      'init.js',
    ]);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
  });
});

describe('redocStandalone', () => {
  it('loads no image from the CDN', () => {
    expect(redocStandalone()).not.toContain('cdn.redoc.ly');
  });
});
