import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  changed,
  choiceColumn,
  created,
  createdAt,
  idColumn,
  linkKeys,
  parentColumn,
  parentKeyColumn,
  updatedAt,
} from './columns';
import { ownerColumn } from './owners';

const decimal = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'number' });
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A microservice and its single-valued fields; its lists live in the tables below. */
export const microservices = pgTable(
  'microservices',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    urlCode: text('url_code').notNull(),
    /** The short description (description1). */
    description: text('description').notNull().default(''),
    /** Offered in the platform's public catalogue (assign, duplicate, Add Owner). */
    inCatalogue: boolean('in_catalogue').notNull().default(false),
    /** 102: a microservice; 140: a platform function (001 section 2.7), the platform owner's only. */
    typeId: integer('type_id').notNull().default(102),
    microType: choiceColumn('micro_type', ['OWN', 'ASSIGN', 'DUP']),
    /** DUP: the catalogue microservice it was copied from. */
    sourceId: integer('source_id').references((): AnyPgColumn => microservices.id, { onDelete: 'set null' }),
    classCode: text('class_code').notNull().default(''),
    fnType: text('fn_type').notNull().default(''),
    producer: text('producer').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    globalDesc: text('global_desc').notNull().default(''),
    useCase: text('use_case').notNull().default(''),
    dataCollectMethod: text('data_collect_method').notNull().default(''),
    source: text('source').notNull().default(''),
    webLink: text('web_link').notNull().default(''),
    keywords: textList('keywords'),
    accessType: text('access_type').notNull().default(''),
    modelExport: text('model_export').notNull().default(''),
    mandatoryFields: textList('mandatory_fields'),
    images: textList('images'),
    ...created(),
    ...changed(),
  },
  (t) => [
    // Unique within an owner, without case for the title and URL code; the list sorts and searches by
    // lower(name) within an owner, which the first index serves.
    uniqueIndex('microservices_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`),
    uniqueIndex('microservices_owner_code_unique').on(t.ownerId, t.code),
    uniqueIndex('microservices_owner_url_code_unique').on(t.ownerId, sql`lower(${t.urlCode})`),
    // The list's search: words of the name and code, matched by prefix (pg_trgm is not in PGlite).
    // fastupdate off: a search never scans a pending list of recent writes (after a bulk load it cost a
    // searched list ~4 ms of its ~5; issue 13).
    index('microservices_search_idx')
      .using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.code})`)
      .with({ fastupdate: false }),
    index('microservices_catalogue_idx')
      .on(t.inCatalogue)
      .where(sql`${t.inCatalogue}`),
    index('microservices_source_idx').on(t.sourceId),
    check('microservices_type_id_check', sql`${t.typeId} in (102, 140)`),
  ],
);

const parent = () => parentColumn('microservice_id', () => microservices.id);
const position = () => integer('position').notNull().default(0);

export const microserviceRequestTypes = pgTable(
  'microservice_request_types',
  {
    id: idColumn(),
    microserviceId: parent(),
    type: text('type', { enum: ['sync', 'async', 'stream'] }).notNull(),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    patch: integer('patch').notNull(),
    yamlUrl: text('yaml_url').notNull(),
    docsUrl: text('docs_url').notNull(),
    position: position(),
  },
  (t) => [
    uniqueIndex('microservice_request_types_version_unique').on(
      t.microserviceId,
      t.type,
      t.major,
      t.minor,
      t.patch,
    ),
  ],
);

/** One pricing entry per endpoint type: a standard price (null: tiered) or tiers. */
export const microservicePricing = pgTable(
  'microservice_pricing',
  {
    id: idColumn(),
    microserviceId: parent(),
    endpointType: text('endpoint_type', { enum: ['sync', 'async', 'stream'] }).notNull(),
    standardPrice: decimal('standard_price'),
    position: position(),
  },
  (t) => [uniqueIndex('microservice_pricing_endpoint_unique').on(t.microserviceId, t.endpointType)],
);

export const microservicePricingTiers = pgTable(
  'microservice_pricing_tiers',
  {
    id: idColumn(),
    pricingId: parentColumn('pricing_id', () => microservicePricing.id),
    lower: decimal('lower').notNull(),
    /** null: open-ended. */
    upper: decimal('upper'),
    cost: decimal('cost').notNull(),
    position: position(),
  },
  (t) => [index('microservice_pricing_tiers_pricing_idx').on(t.pricingId)],
);

export const microserviceDataSchema = pgTable(
  'microservice_data_schema',
  {
    id: idColumn(),
    microserviceId: parent(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    isNull: boolean('is_null').notNull().default(false),
    dataLength: decimal('data_length'),
    description: text('description').notNull().default(''),
    position: position(),
  },
  (t) => [index('microservice_data_schema_parent_idx').on(t.microserviceId)],
);

export const microserviceTags = pgTable(
  'microservice_tags',
  {
    id: idColumn(),
    microserviceId: parent(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    position: position(),
  },
  (t) => [uniqueIndex('microservice_tags_key_unique').on(t.microserviceId, sql`lower(${t.key})`)],
);

export const microserviceLimitFields = pgTable(
  'microservice_limit_fields',
  {
    id: idColumn(),
    microserviceId: parent(),
    type: text('type').notNull(),
    lowerLimit: decimal('lower_limit').notNull(),
    upperLimit: decimal('upper_limit').notNull(),
    field: text('field').notNull(),
    position: position(),
  },
  (t) => [uniqueIndex('microservice_limit_fields_type_unique').on(t.microserviceId, t.type)],
);

/**
 * A microservice's pod as last asked and seen: replicas are `previousReplicas` until `readyAt`, then
 * `desiredReplicas`. No row: one replica, running. The orchestrator keeps it (orchestrator/).
 */
export const microservicePods = pgTable('microservice_pods', {
  microserviceId: parentKeyColumn('microservice_id', () => microservices.id),
  desiredReplicas: integer('desired_replicas').notNull(),
  previousReplicas: integer('previous_replicas').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the desired replicas are (or were) reached; null while not known to be reached. */
  readyAt: timestamp('ready_at', { withTimezone: true }),
});

/** A catalogue microservice shared with an owner (the spec's ASSIGN kind), with the owner's access type. */
export const microserviceAssignments = pgTable(
  'microservice_assignments',
  {
    ownerId: ownerColumn(),
    microserviceId: parentColumn('microservice_id', () => microservices.id),
    accessType: text('access_type').notNull().default('PUBLIC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => linkKeys(t.ownerId, t.microserviceId, 'microservice_assignments_microservice_idx'),
);
