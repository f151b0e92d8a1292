import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changed, created, createdAt, idColumn, linkKeys, parentColumn } from './columns';
import { microservices } from './microservices';
import { ownerColumn } from './owners';

/** A demo app (001 section 3) of an owner; its lists live in the tables below. */
export const demoApps = pgTable(
  'demo_apps',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    urlCode: text('url_code').notNull(),
    /** A MICROSERVICE_CATEGORY code. */
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    /** Markdown, cleaned at save (decision 0105). */
    longDescription: text('long_description').notNull().default(''),
    useCase: text('use_case').notNull().default(''),
    /** The logo: a DEMO_APPS_ICONS code, or an uploaded image's URL (never both). */
    iconCode: text('icon_code').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    demoLink: text('demo_link').notNull().default(''),
    codeLink: text('code_link').notNull().default(''),
    ...created(),
    ...changed(),
  },
  (t) => [
    // 'Name or Urlcode already exists' (001 section 8): both unique within an owner, without case.
    uniqueIndex('demo_apps_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`),
    uniqueIndex('demo_apps_owner_url_code_unique').on(t.ownerId, sql`lower(${t.urlCode})`),
  ],
);

export const demoAppTags = pgTable(
  'demo_app_tags',
  {
    id: idColumn(),
    demoAppId: parentColumn('demo_app_id', () => demoApps.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('demo_app_tags_key_unique').on(t.demoAppId, sql`lower(${t.key})`)],
);

/** The microservices (type 102) a demo app shows, each once. */
export const demoAppFunctions = pgTable(
  'demo_app_functions',
  {
    demoAppId: parentColumn('demo_app_id', () => demoApps.id),
    functionId: parentColumn('function_id', () => microservices.id),
  },
  (t) => linkKeys(t.demoAppId, t.functionId, 'demo_app_functions_function_idx'),
);

/** The gallery: several images per demo app, in the order they were added. */
export const demoAppImages = pgTable(
  'demo_app_images',
  {
    id: idColumn(),
    demoAppId: parentColumn('demo_app_id', () => demoApps.id),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_app_images_app_idx').on(t.demoAppId)],
);
