import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changed, createdAt, idColumn, linkKeys, parentColumn } from './columns';
import { ownerColumn } from './owners';
import { screenTextTable, translationTable } from './screen-text-tables';

export const languages = pgTable(
  'languages',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('languages_code_unique').on(t.code)],
);

export const ownerLanguages = pgTable(
  'owner_languages',
  {
    ownerId: ownerColumn(),
    languageId: parentColumn('language_id', () => languages.id),
    createdAt: createdAt(),
  },
  (t) => linkKeys(t.ownerId, t.languageId),
);

export const labels = screenTextTable('labels', 'labelCode');

export const labelTranslations = translationTable('label_translations', 'labelId', () => labels.id);

export const codeLists = pgTable(
  'code_lists',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subList: text('sub_list').notNull().default('yes'),
    ...changed(),
  },
  (t) => [uniqueIndex('code_lists_owner_code_unique').on(t.ownerId, t.code)],
);

/** An entry of a code list (a code value) or of a code value (a sub-value): its code, its text, where it sorts. */
const codedValue = () => ({
  code: text('code').notNull(),
  value: text('value').notNull(),
  orderBy: numeric('order_by').notNull().default('0'),
});

export const codeValues = pgTable(
  'code_values',
  {
    id: idColumn(),
    listId: parentColumn('list_id', () => codeLists.id),
    ...codedValue(),
    iconUrl: text('icon_url'),
    pageUrl: text('page_url'),
    linkUrl: text('link_url'),
    ...changed(),
  },
  (t) => [
    uniqueIndex('code_values_list_code_unique').on(t.listId, t.code),
    index('code_values_list_idx').on(t.listId),
  ],
);

export const codeValueTranslations = translationTable(
  'code_value_translations',
  'valueId',
  () => codeValues.id,
);

export const errors = screenTextTable('errors', 'errorCode');

export const errorTranslations = translationTable('error_translations', 'errorId', () => errors.id);

/** A value's extra attributes (name and value pairs); a name once per value, ignoring case. */
export const codeValueAttributes = pgTable(
  'code_value_attributes',
  {
    id: idColumn(),
    valueId: parentColumn('value_id', () => codeValues.id),
    attribute: text('attribute').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('code_value_attributes_value_name_unique').on(t.valueId, sql`lower(${t.attribute})`)],
);

export const subValues = pgTable(
  'sub_values',
  {
    id: idColumn(),
    parentId: parentColumn('parent_id', () => codeValues.id),
    ...codedValue(),
    ...changed(),
  },
  (t) => [uniqueIndex('sub_values_parent_code_unique').on(t.parentId, t.code)],
);

export const subValueTranslations = translationTable(
  'sub_value_translations',
  'subValueId',
  () => subValues.id,
);

/**
 * One row whose generation triggers bump whenever labels or label translations change (migration
 * 0008_localisation_generation): labels.byScreen keeps answers in memory while it is unchanged.
 */
export const localisationState = pgTable('localisation_state', {
  id: integer('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
