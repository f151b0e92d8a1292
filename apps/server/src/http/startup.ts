import { EnvError, type Env } from '../config/env';
import { StartupError } from '../db/client';
import { FolderLockedError } from '../db/folder-lock';

/** A failure at start, as the one line an operator needs (no stack), or null when it is a bug. */
export function startupLine(err: unknown, env: Env | null): string | null {
  if (err instanceof EnvError || err instanceof StartupError || err instanceof FolderLockedError)
    return err.message;
  const { code, syscall } = err as { code?: string; syscall?: string };
  if (syscall === 'listen' && env) {
    // The console's, the gateway's or the local pods' port (the error names the one it failed on).
    const port = (err as { port?: number }).port ?? env.PORT;
    const host = (err as { address?: string }).address ?? env.HOST;
    const name =
      port === env.GATEWAY_PORT ? 'GATEWAY_PORT' : port === env.LOCAL_POD_PORT ? 'LOCAL_POD_PORT' : 'PORT';
    if (code === 'EADDRINUSE')
      return `Port ${port} on ${host} is already in use: stop the other process or set ${name} to a free port`;
    if (code === 'EACCES')
      return `Not allowed to listen on ${host}:${port}: use a port above 1023 or run with the right to bind it`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      return `Cannot listen on ${host}: no such address on this machine (check ${name === 'GATEWAY_PORT' ? 'GATEWAY_HOST' : 'HOST'})`;
  }
  return null;
}

/** An address to show in the log: a wildcard host as localhost, IPv6 in brackets. */
export function shownUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
