import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changed, choiceColumn, created, idColumn } from './columns';
import { microservices } from './microservices';
import { ownerColumn } from './owners';

const decimal = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

/**
 * A custom model an owner registers (002 section 3): pending until PM staff approve it (deployed as the
 * owner's microservice `microserviceId`) or reject it (by hand, or its deployment failed).
 */
export const registrations = pgTable(
  'microservice_registrations',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    deploymentType: text('deployment_type', { enum: ['new', 'upgrade'] }).notNull(),
    resourceCpu: decimal('resource_cpu').notNull(),
    resourceMemory: decimal('resource_memory').notNull(),
    enableGpu: choiceColumn('enable_gpu', ['yes', 'no']),
    envVariables: jsonb('env_variables')
      .$type<Array<{ key: string; value: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    modelImagePort: integer('model_image_port').notNull(),
    code: text('code').notNull(),
    resultType: choiceColumn('result_type', ['getresults', 'getpredictions']),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    patch: integer('patch').notNull(),
    versionType: choiceColumn('version_type', ['major', 'minor', 'patch']),
    endpoint: text('endpoint').notNull(),
    /** Storage keys of the uploaded model archive and docs YAML (rows of `files`). */
    modelImageKey: text('model_image_key').notNull(),
    docsYamlKey: text('docs_yaml_key').notNull(),
    status: choiceColumn('status', ['pending', 'approved', 'rejected']),
    rejectKind: text('reject_kind', { enum: ['manual', 'deployment'] }),
    errorMsg: text('error_msg').notNull().default(''),
    microserviceId: integer('microservice_id').references(() => microservices.id, {
      onDelete: 'set null',
    }),
    ...created(),
    ...changed(),
  },
  (t) => [
    uniqueIndex('microservice_registrations_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`),
    uniqueIndex('microservice_registrations_owner_code_unique').on(t.ownerId, sql`lower(${t.code})`),
    index('microservice_registrations_owner_status_idx').on(t.ownerId, t.status),
    check(
      'microservice_registrations_reject_check',
      sql`(${t.status} = 'rejected') = (${t.rejectKind} is not null)`,
    ),
  ],
);
