import { desc, eq } from 'drizzle-orm';
import { creatorName, selectWithCreator } from '../../crud/creator';
import type { ListPaging } from '../../crud/paging';
import { ownedPage } from '../../crud/paging';
import type { Db } from '../../db/client';
import { promptVersions } from '../../db/schema/index';
import { firstRow } from '../../crud/rows';
import { insertedId } from '../../db/sql';

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

export const listPromptVersions = (db: Db, ownerId: number, q: ListPaging<keyof typeof SORTS>) =>
  ownedPage(db, promptVersions, ownerId, q, {
    columns,
    sorts: SORTS,
    searched: [promptVersions.promptText],
    select: selectWithCreator,
  });

export async function insertPromptVersion(db: Db, ownerId: number, promptText: string, userId: number) {
  return insertedId(db, promptVersions, { ownerId, promptText, createdBy: userId });
}
