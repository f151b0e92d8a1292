import { useConsoleState } from '../../../lib/session-store';

/** Owner administrators (super or root users) may edit the theme; the server checks it again. */
export function useCanEditTheme(): boolean {
  const { session } = useConsoleState();
  return Boolean(session && (session.superUser || session.rootUser));
}

/** PM staff (the spec's owner-drop mode) also see and edit the PM-only settings. */
export function useIsPmStaff(): boolean {
  const { session, ownerDrop } = useConsoleState();
  return ownerDrop || session?.ownerType === 'PM';
}
