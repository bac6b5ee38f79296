import { HOSTS, HTTP_METHODS, type Host, type OpenApiDocument } from '@waas/spec/pairs';

interface Server {
  url: string;
  description?: string;
  'x-host'?: string;
  'x-environment'?: string;
  'x-provisional'?: string;
  variables?: Record<string, { default?: string; enum?: string[] }>;
}

/** A server's address with each variable at its default, e.g. `https://wallet.staging.waas.test`. */
export const defaultAddress = (server: Server) =>
  server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);

/** Every server of the document, top-level and per operation, by the host it serves, without repeats. */
export function serversByHost(document: OpenApiDocument): Map<Host, Server[]> {
  const byHost = new Map<Host, Server[]>(HOSTS.map((host) => [host, []]));
  const add = (server: Server) => {
    const servers = byHost.get(server['x-host'] as Host);
    if (!servers)
      throw new Error(`Server ${server.url} has x-host ${String(server['x-host'])}, want one of ${HOSTS.join(', ')}`);
    if (!servers.some((known) => known.url === server.url)) servers.push(server);
  };
  (document.servers as Server[] | undefined)?.forEach(add);
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      ((item[method] as { servers?: Server[] } | undefined)?.servers ?? []).forEach(add);
    }
  }
  return byHost;
}

/**
 * The Markdown table of the three hosts: each address with its variables at their defaults, and any provisional choice.
 */
export function hostTable(document: OpenApiDocument): string {
  const variables = (server: Server) =>
    Object.entries(server.variables ?? {}).map(([name, variable]) => {
      const values = variable.enum ? `: ${variable.enum.map((value) => `\`${value}\``).join(', ')}` : '';
      return `<br>variable \`${name}\`${values}`;
    });
  const note = (server: Server) =>
    server['x-provisional'] === undefined ? '' : `**Provisional.** ${server['x-provisional'].replaceAll('|', '\\|')}`;
  const rows = [...serversByHost(document)].flatMap(([host, servers]) =>
    servers.map(
      (server) =>
        `| ${host} | ${server['x-environment'] ?? ''} | \`${defaultAddress(server)}\`${variables(server).join('')} ` +
        `| ${note(server)} |`,
    ),
  );
  return ['| Host | Environment | Address | Note |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
