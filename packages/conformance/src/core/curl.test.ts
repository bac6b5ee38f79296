import { expect, test } from 'vitest';
import { toCurl } from './curl.js';

test.each([
  {
    name: 'a request the run made',
    given: { method: 'GET', url: 'https://staging.test/api/v1/x', headers: { 'x-api-key': '[redacted]' } },
    want: "curl -X GET 'https://staging.test/api/v1/x' -H 'x-api-key: [redacted]'",
  },
  {
    name: "a browser's request seen by the proxy: its host, the browser's own headers and accept-encoding left out",
    given: {
      method: 'POST',
      url: 'https://staging.test/api/v1/y',
      headers: {
        host: '127.0.0.1:4020',
        origin: 'http://localhost:5173',
        referer: 'http://localhost:5173/',
        'sec-fetch-mode': 'cors',
        'sec-ch-ua': '"Chromium"',
        'accept-encoding': 'gzip, br',
        connection: 'keep-alive',
        'content-length': '2',
        'content-type': 'application/json',
        ':authority': 'staging.test',
      },
      body: "{'}",
    },
    want: "curl -X POST 'https://staging.test/api/v1/y' -H 'content-type: application/json' --data-raw '{'\\''}'",
  },
])('$name', ({ given, want }) => {
  expect(toCurl(given)).toBe(want);
});
