import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('code_values_list_code_unique').on(t.listId, t.code), index('code_values_list_idx').on(t.listId)],
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
