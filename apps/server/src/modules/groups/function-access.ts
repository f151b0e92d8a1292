import type { FunctionAccess } from '@console/contract';
import type { Db } from '../../db/client';
import { preparedText } from '../../db/prepared';

// The access model's one answer (issue 9): may user U call function F? Only an active user of an active
// organisation, holding F directly (user_functions) or through a group they are a member of
// (group_members + group_functions). Both hold only functions assigned to the user's organisation: the
// foreign keys to organisation_functions remove the others with the assignment (decision 0170), so the
// answer needs no third lookup. One statement, on primary keys only, prepared: a gateway asks it on
// every microservice call (npm run bench, scenario "functionAccess").

const ACCESS = `select
    (u.status = 'Active' and o.status = 'Active') as active,
    exists (select 1 from user_functions uf where uf.user_id = u.id and uf.function_id = $2) as direct,
    exists (select 1 from group_members gm
      join group_functions gf on gf.group_id = gm.group_id and gf.function_id = $2
      where gm.user_id = u.id) as "viaGroup"
  from users u join organisations o on o.id = u.org_id
  where u.id = $1 and u.owner_id = $3 and ($4::int is null or u.org_id = $4)`;

/**
 * The answer for user `userId` of owner `scope.ownerId` (and of organisation `scope.orgId` when the
 * caller may reach only that one); null when there is no such user (the caller answers 404).
 */
export async function functionAccess(
  db: Db,
  userId: number,
  functionId: number,
  scope: { ownerId: number; orgId: number | null },
): Promise<FunctionAccess | null> {
  const [row] = await preparedText<{ active: boolean; direct: boolean; viaGroup: boolean }>(
    db,
    'function_access',
    ACCESS,
    [userId, functionId, scope.ownerId, scope.orgId],
  );
  if (!row) return null;
  const direct = Boolean(row.active && row.direct);
  const viaGroup = Boolean(row.active && row.viaGroup);
  return { allowed: direct || viaGroup, direct, viaGroup };
}
