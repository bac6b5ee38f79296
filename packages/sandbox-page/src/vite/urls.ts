// @waas/sandbox-page/vite/urls: where the page finds what the Vite plugin serves. The plugin (plugin.ts) answers this
// import with a module of its own; this file is what a build without the plugin gets, and it says so.

/** The addresses the plugin serves, under the app's `base`, as the module it gives the page exports them. */
export interface ServedUrls {
  /** The seed dump the package ships, named by its content: give it to `createSandboxHandlers({ seed })`. */
  seedDumpUrl: string;
  /** msw's worker script: give it to `worker.start({ serviceWorker: { url } })`. */
  serviceWorkerUrl: string;
}

function withoutPlugin(): never {
  throw new Error(
    "@waas/sandbox-page/vite/urls is given by the Vite plugin: add waasSandbox() from '@waas/sandbox-page/vite' " +
      'to the plugins of vite.config',
  );
}

export const seedDumpUrl: ServedUrls['seedDumpUrl'] = withoutPlugin();
export const serviceWorkerUrl: ServedUrls['serviceWorkerUrl'] = withoutPlugin();
