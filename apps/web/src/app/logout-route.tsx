import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { sessionStore, useSession } from '../lib/session-store';

/** /logout revokes the session on the server, clears all local storage and shows the login screen. */
export function LogoutRoute() {
  const session = useSession();
  useEffect(() => {
    // call() reads the key before it awaits anything, so clearing right after still sends it.
    if (session) void call('auth.logout', {}).catch(() => undefined);
    sessionStore.clear();
    queryClient.clear();
  }, [session]);
  return session ? null : <Navigate to="/login" replace />;
}
