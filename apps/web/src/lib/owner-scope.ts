import { useConsoleState } from './session-store';

/** The owner id every owner-scoped call names: the picked owner, else the user's own. */
export function useOwnerId(): number | undefined {
  const { session, owner } = useConsoleState();
  return owner?.ownerId ?? session?.owner;
}
