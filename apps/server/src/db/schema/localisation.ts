import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owners } from './owners';

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('languages_code_unique').on(t.code)],
);

export const ownerLanguages = pgTable(
  'owner_languages',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.languageId] })],
);

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    screenCode: text('screen_code').notNull(),
    screenName: text('screen_name').notNull(),
    labelCode: text('label_code').notNull(),
    orderNumber: text('order_number').notNull().default('0'),
    text: text('text').notNull(),
    description: text('description').notNull().default(''),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the label list searches, lower-cased (a trigram index covers it where pg_trgm exists). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(screen_code || ' ' || screen_name || ' ' || label_code || ' ' || text)`,
    ),
  },
  (t) => [uniqueIndex('labels_owner_screen_code_unique').on(t.ownerId, t.screenCode, t.labelCode)],
);

export const labelTranslations = pgTable(
  'label_translations',
  {
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.labelId, t.lang] })],
);

export const codeLists = pgTable(
  'code_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subList: text('sub_list').notNull().default('yes'),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('code_lists_owner_code_unique').on(t.ownerId, t.code)],
);

export const codeValues = pgTable(
  'code_values',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => codeLists.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value').notNull(),
    orderBy: numeric('order_by').notNull().default('0'),
    iconUrl: text('icon_url'),
    pageUrl: text('page_url'),
    linkUrl: text('link_url'),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('code_values_list_code_unique').on(t.listId, t.code),
    index('code_values_list_idx').on(t.listId),
  ],
);

export const codeValueTranslations = pgTable(
  'code_value_translations',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => codeValues.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.lang] })],
);

export const errorMessages = pgTable(
  'error_messages',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    screenCode: text('screen_code').notNull(),
    screenName: text('screen_name').notNull(),
    errorCode: text('error_code').notNull(),
    orderNumber: text('order_number').notNull().default('0'),
    text: text('text').notNull(),
    description: text('description').notNull().default(''),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(screen_code || ' ' || screen_name || ' ' || error_code || ' ' || text)`,
    ),
  },
  (t) => [uniqueIndex('error_messages_owner_screen_code_unique').on(t.ownerId, t.screenCode, t.errorCode)],
);

export const errorTranslations = pgTable(
  'error_translations',
  {
    errorId: integer('error_id')
      .notNull()
      .references(() => errorMessages.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.errorId, t.lang] })],
);

/** A value's extra attributes (name and value pairs); a name once per value, ignoring case. */
export const codeValueAttributes = pgTable(
  'code_value_attributes',
  {
    id: serial('id').primaryKey(),
    valueId: integer('value_id')
      .notNull()
      .references(() => codeValues.id, { onDelete: 'cascade' }),
    attribute: text('attribute').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('code_value_attributes_value_name_unique').on(t.valueId, sql`lower(${t.attribute})`)],
);

export const subValues = pgTable(
  'sub_values',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => codeValues.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value').notNull(),
    orderBy: numeric('order_by').notNull().default('0'),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sub_values_parent_code_unique').on(t.parentId, t.code)],
);

export const subValueTranslations = pgTable(
  'sub_value_translations',
  {
    subValueId: integer('sub_value_id')
      .notNull()
      .references(() => subValues.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subValueId, t.lang] })],
);

/**
 * One row whose generation triggers bump whenever labels or label translations change (migration
 * 0008_localisation_generation): labels.byScreen keeps answers in memory while it is unchanged.
 */
export const localisationState = pgTable('localisation_state', {
  id: integer('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
