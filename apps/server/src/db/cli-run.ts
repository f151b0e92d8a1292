import { EnvError } from '../config/env';
import { StartupError } from './client';
import { FolderLockedError } from './folder-lock';

/**
 * A command's normal refusal (an administrator already exists, a password too short, a database that
 * is not empty): one line for the operator and exit code 1, never a stack trace.
 */
export class CommandRefusal extends Error {}

/** Unique violation: e.g. the client id of the new administrator belongs to another organisation. */
const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/** Runs a command-line tool: a failure an operator can act on is one line; anything else with its stack. */
export async function runCli(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (
      err instanceof EnvError ||
      err instanceof StartupError ||
      err instanceof FolderLockedError ||
      err instanceof CommandRefusal
    )
      console.error(err.message);
    else if (isUniqueViolation(err))
      console.error(
        `Refused by the database: ${((err as { cause?: { detail?: string } }).cause?.detail ?? (err as Error).message).trim()}`,
      );
    else console.error(err);
    process.exitCode = 1;
  }
}
