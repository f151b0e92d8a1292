import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { changed, idColumn, parentColumn } from './columns';
import { ownerColumn } from './owners';

const codeColumn = (name: string) => text(name).notNull();

/** A column's name in the database: its key in snake case (`labelCode`: label_code). */
const columnName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * An owner's texts of screens, one per screen and code (labels: captions; errors: error and success
 * messages). `codeKey` names the code column, which the unique index and the search text both use.
 */
export function screenTextTable<K extends string>(tableName: string, codeKey: K) {
  const codeName = columnName(codeKey);
  const code = { [codeKey]: codeColumn(codeName) } as Record<K, ReturnType<typeof codeColumn>>;
  return pgTable(
    tableName,
    {
      id: idColumn(),
      ownerId: ownerColumn(),
      screenCode: text('screen_code').notNull(),
      screenName: text('screen_name').notNull(),
      ...code,
      orderNumber: text('order_number').notNull().default('0'),
      text: text('text').notNull(),
      description: text('description').notNull().default(''),
      ...changed(),
      /** What the list searches, lower-cased (a trigram index covers it where pg_trgm exists). */
      searchText: text('search_text').generatedAlwaysAs(
        sql`lower(screen_code || ' ' || screen_name || ' ' || ${sql.raw(codeName)} || ' ' || text)`,
      ),
    },
    (t) => [uniqueIndex(`${tableName}_owner_screen_code_unique`).on(t.ownerId, t.screenCode, t[codeKey])],
  );
}

/** The translations of one parent row (`parentKey`: its column), one text per language, removed with the parent. */
export function translationTable<K extends string>(
  tableName: string,
  parentKey: K,
  parent: () => AnyPgColumn,
) {
  const parentId = { [parentKey]: parentColumn(columnName(parentKey), parent) } as Record<
    K,
    ReturnType<typeof parentColumn>
  >;
  return pgTable(
    tableName,
    { ...parentId, lang: text('lang').notNull(), text: text('text').notNull() },
    (t) => [primaryKey({ columns: [t[parentKey], t.lang] })],
  );
}
