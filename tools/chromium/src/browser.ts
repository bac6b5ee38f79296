import { existsSync } from 'node:fs';

import { chromium, type Page } from 'playwright-core';

/** Debian's package; playwright-core drives it and never downloads a browser of its own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A request is local when it goes to 127.0.0.1 or stays inside the page (a blob: or data: URL). */
export function isLocal(url: string): boolean {
  const { protocol, hostname, origin } = new URL(url);
  if (protocol === 'data:') return true;
  if (protocol === 'blob:') return new URL(origin).hostname === '127.0.0.1';
  return hostname === '127.0.0.1';
}

export interface WatchedPage {
  page: Page;
  /** Every URL the page requested, in order. */
  requests: string[];
  /** The requests that would have left 127.0.0.1; each was aborted before it went anywhere. */
  outside: string[];
  /** Console messages of type error and uncaught exceptions. */
  errors: string[];
  /** Console messages of type warning (Redoc reports a schema it cannot merge this way). */
  warnings: string[];
  /** Closes the page's context: a HAR asked for is written then. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Record the page's traffic to this HAR file, bodies embedded, as Playwright's recordHar does; written on close. */
  recordHar?: string;
}

export interface Browser {
  open(url: string, options?: OpenOptions): Promise<WatchedPage>;
  close(): Promise<void>;
}

/**
 * Headless Chromium; Playwright gives each launch a fresh profile directory and removes it on close. Every page is
 * opened in a context of its own and watched for errors and for requests off 127.0.0.1.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium), as .ci/run does`,
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  return {
    async open(url, options = {}) {
      const context = await browser.newContext({
        viewport: { width: 1400, height: 1000 },
        ...(options.recordHar !== undefined && { recordHar: { path: options.recordHar, content: 'embed' as const } }),
      });
      const page = await context.newPage();
      const watched: WatchedPage = {
        page,
        requests: [],
        outside: [],
        errors: [],
        warnings: [],
        close: () => context.close(),
      };
      // Routing at the context also catches the requests of workers; nothing off 127.0.0.1 reaches the network.
      await context.route('**/*', (route) =>
        isLocal(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
      );
      context.on('request', (request) => {
        watched.requests.push(request.url());
        if (!isLocal(request.url())) watched.outside.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') watched.errors.push(message.text());
        if (message.type() === 'warning') watched.warnings.push(message.text());
      });
      page.on('pageerror', (error) => watched.errors.push(`Uncaught: ${error.message}`));
      await page.goto(url);
      return watched;
    },
    close: () => browser.close(),
  };
}
