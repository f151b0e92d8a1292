import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

/**
 * Copies a code list to another owner with everything under it (values, their attributes and
 * translations, sub-values and theirs), matching copies by code. Answers the new list's id.
 */
export async function copyCodeList(
  db: Db,
  fromListId: number,
  toOwnerId: number,
  userId: number,
): Promise<number> {
  const [list] = await queryRows<{ id: number }>(
    db,
    sql`insert into code_lists (owner_id, code, title, description, sub_list, updated_by)
        select ${toOwnerId}, code, title, description, sub_list, ${userId} from code_lists where id = ${fromListId}
        returning id`,
  );
  const to = Number(list!.id);
  await db.execute(sql`insert into code_values (list_id, code, value, order_by, icon_url, page_url, link_url, updated_by)
    select ${to}, code, value, order_by, icon_url, page_url, link_url, ${userId} from code_values where list_id = ${fromListId}`);
  // Rows under each value, copied under the value's copy (matched by code): `ov` the original, `nv` the copy.
  const underValues = (into: string, columns: SQL, joins: SQL) =>
    db.execute(sql`insert into ${sql.raw(into)} select ${columns} from code_values ov
      join code_values nv on nv.list_id = ${to} and nv.code = ov.code
      ${joins} where ov.list_id = ${fromListId}`);
  await underValues(
    'code_value_translations (value_id, lang, text)',
    sql`nv.id, t.lang, t.text`,
    sql`join code_value_translations t on t.value_id = ov.id`,
  );
  await underValues(
    'code_value_attributes (value_id, attribute, value)',
    sql`nv.id, a.attribute, a.value`,
    sql`join code_value_attributes a on a.value_id = ov.id`,
  );
  await underValues(
    'sub_values (parent_id, code, value, order_by, updated_by)',
    sql`nv.id, s.code, s.value, s.order_by, ${userId}`,
    sql`join sub_values s on s.parent_id = ov.id`,
  );
  await underValues(
    'sub_value_translations (sub_value_id, lang, text)',
    sql`ns.id, t.lang, t.text`,
    sql`join sub_values os on os.parent_id = ov.id
      join sub_values ns on ns.parent_id = nv.id and ns.code = os.code
      join sub_value_translations t on t.sub_value_id = os.id`,
  );
  return to;
}
