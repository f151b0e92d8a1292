import { EnvError } from '../config/env';
import { StartupError } from './client';
import { FolderLockedError } from './folder-lock';

/** Runs a command-line tool: a failure an operator can act on is one line; anything else with its stack. */
export async function runCli(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (err instanceof EnvError || err instanceof StartupError || err instanceof FolderLockedError)
      console.error(err.message);
    else console.error(err);
    process.exitCode = 1;
  }
}
