import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { choiceColumn, created, idColumn, parentColumn, parentKeyColumn, updatedAt } from './columns';

export const owners = pgTable(
  'owners',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: text('type', { enum: ['PM', 'TS', 'STD'] }).notNull(),
    /** The platform's administrator owner (the spec's owner id 1); exactly one row has it. */
    platformOwner: boolean('platform_owner').notNull().default(false),
    description: text('description').notNull().default(''),
    redisCloud: text('redis_cloud'),
    installationType: text('installation_type'),
    clusterId: text('cluster_id'),
    startDate: date('start_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    status: choiceColumn('status', ['Active', 'Inactive']),
    ...created(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('owners_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('owners_code_unique').on(t.code),
    uniqueIndex('owners_one_platform_owner')
      .on(t.platformOwner)
      .where(sql`${t.platformOwner}`),
  ],
);

export const ownerSettings = pgTable(
  'owner_settings',
  {
    ownerId: parentKeyColumn('owner_id', () => owners.id),
    mobileLogo: text('mobile_logo'),
    loginLogo: text('login_logo'),
    headerLogo: text('header_logo'),
    footerLogo: text('footer_logo'),
    serviceLogo: text('service_logo'),
    bodyBackground: text('body_background').notNull(),
    primary: text('primary').notNull(),
    secondary: text('secondary').notNull(),
    tertiaryOne: text('tertiary_one').notNull(),
    tertiaryTwo: text('tertiary_two').notNull(),
    error: text('error').notNull(),
    success: text('success').notNull(),
    info: text('info').notNull(),
    text: text('text').notNull(),
    headerText: text('header_text').notNull(),
    alertColor: text('alert_color').notNull(),
    dashBoxBorderOne: text('dash_box_border_one').notNull(),
    dashBoxBorderTwo: text('dash_box_border_two').notNull(),
    dashBoxBorderThree: text('dash_box_border_three').notNull(),
    dashBoxBorderFour: text('dash_box_border_four').notNull(),
    domainName: text('domain_name'),
    email: text('email'),
    redisCloud: text('redis_cloud'),
    userQuota: integer('user_quota'),
    ownerIndex: text('owner_index'),
    nodeRedUrl: text('node_red_url'),
    ownerBucket: text('owner_bucket'),
    /** Users' own API keys stop working this many days after they were made; null: no limit. */
    apiKeyMaxDays: integer('api_key_max_days'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('owner_settings_domain_unique').on(t.domainName)],
);

export const ownerPlans = pgTable('owner_plans', {
  ownerId: parentKeyColumn('owner_id', () => owners.id),
  planName: text('plan_name'),
  planDuration: text('plan_duration').notNull(),
  planType: text('plan_type').notNull(),
  noOfUsers: integer('no_of_users').notNull(),
  fileSize: integer('file_size').notNull().default(0),
  noOfConversation: integer('no_of_conversation').notNull().default(0),
  rateLimit: numeric('rate_limit'),
  allocateCpu: numeric('allocate_cpu'),
  allocateMemory: numeric('allocate_memory'),
  allocateStorage: numeric('allocate_storage'),
  allocateGpu: numeric('allocate_gpu'),
  allocateAi: numeric('allocate_ai'),
  allocateDa: numeric('allocate_da'),
  gpuType: text('gpu_type'),
  updatedAt: updatedAt(),
});

/** The owner a row belongs to; the row goes when the owner is deleted. */
export const ownerColumn = () => parentColumn('owner_id', () => owners.id);
