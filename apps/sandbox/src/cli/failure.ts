import { UsageError } from '@waas/command-line';

interface SystemError {
  code?: string;
  address?: string;
  port?: number;
  syscall?: string;
}

/** An error's own words, on one line: an AggregateError (two addresses refused) has none but its errors'. */
function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.message === '') return error.errors.map(messageOf).join('; ');
  if (error instanceof Error) return error.message || (error as SystemError).code || error.name;
  return String(error);
}

/** What the listening socket's errors mean to whoever typed the command. */
function listenFailure(error: SystemError): string | undefined {
  if (error.syscall !== 'listen' && error.syscall !== 'bind') return undefined;
  if (error.code === 'EADDRINUSE') return `port ${error.port} on ${error.address} is taken (--port 0 picks a free one)`;
  if (error.code === 'EADDRNOTAVAIL') return `${error.address} is not an address of this machine (--host)`;
  if (error.code === 'EACCES') return `port ${error.port} on ${error.address} needs privileges this user lacks`;
  return undefined;
}

/** The exit code and the one line on stderr for an error that ended the command; never a stack trace. */
export function failure(error: unknown): { code: 1 | 2; line: string } {
  if (error instanceof UsageError) return { code: 2, line: `waas-sandbox: ${oneLine(error.message)} (see --help)` };
  return { code: 1, line: `waas-sandbox: ${oneLine(listenFailure(error as SystemError) ?? messageOf(error))}` };
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
