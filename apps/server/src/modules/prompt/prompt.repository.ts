import { and, desc, eq } from 'drizzle-orm';
import { creatorName, selectWithCreator } from '../../crud/creator';
import type { ListPaging } from '../../crud/paging';
import { orderOf, pageOfSelect, searchAny } from '../../crud/paging';
import type { Db } from '../../db/client';
import { promptVersions } from '../../db/schema/index';
import { totalOver } from '../../db/sql';
import { firstRow } from '../../crud/rows';

const columns = {
  id: promptVersions.id,
  promptText: promptVersions.promptText,
  createdBy: creatorName,
  createdAt: promptVersions.createdAt,
};
const SORTS = { dateCreated: promptVersions.createdAt };

export async function latestPrompt(db: Db, ownerId: number) {
  return firstRow(
    selectWithCreator(db, promptVersions, columns)
      .where(eq(promptVersions.ownerId, ownerId))
      .orderBy(desc(promptVersions.id))
      .limit(1),
  );
}

export function listPromptVersions(db: Db, ownerId: number, q: ListPaging<keyof typeof SORTS>) {
  return pageOfSelect(q, orderOf(q, SORTS, promptVersions.id, [promptVersions.id]), () =>
    selectWithCreator(db, promptVersions, { ...columns, total: totalOver })
      .where(and(eq(promptVersions.ownerId, ownerId), searchAny(q.search, [promptVersions.promptText])))
      .$dynamic(),
  );
}

export async function insertPromptVersion(db: Db, ownerId: number, promptText: string, userId: number) {
  const [row] = await db
    .insert(promptVersions)
    .values({ ownerId, promptText, createdBy: userId })
    .returning({ id: promptVersions.id });
  return row!.id;
}
