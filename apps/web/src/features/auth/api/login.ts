import { useMutation } from '@tanstack/react-query';
import { isMarketingOnly, isPlatformStaff, type LoginInput } from '@console/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';

/** Signs in and stores the session, the user's own owner, and the owner-drop and MARK flags. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => call('auth.login', input),
    onSuccess: (session) => {
      queryClient.clear();
      sessionStore.update({
        session,
        owner: {
          ownerId: session.owner,
          ownerName: session.ownerName,
          ownerType: session.ownerType,
          desc: '',
        },
        ownerDrop: isPlatformStaff(session),
        mark: isMarketingOnly(session),
      });
    },
  });
}
