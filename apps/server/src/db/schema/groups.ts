import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { changed, choiceColumn, created, idColumn, linkKeys, parentColumn } from './columns';
import { organisations, users } from './identity';
import { microservices } from './microservices';
import { ownerColumn } from './owners';

// Groups and functions (issue 9, 002 sections 2.10 to 2.12, 001 section 2.12). A function is a row of
// `microservices`: type 102 (a microservice) or 140 (a platform function). An organisation is assigned
// functions; its groups and its users hold only functions the organisation has: the composite foreign
// keys to organisation_functions remove a function from the organisation's groups and users in the same
// statement that removes it from the organisation (decision 0170).

/** An owner's pre-defined group: a named set of functions an organisation can take as a group. */
export const predefinedGroups = pgTable(
  'predefined_groups',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...created(),
    ...changed(),
  },
  (t) => [uniqueIndex('predefined_groups_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`)],
);

export const predefinedGroupFunctions = pgTable(
  'predefined_group_functions',
  {
    groupId: parentColumn('group_id', () => predefinedGroups.id),
    functionId: parentColumn('function_id', () => microservices.id),
  },
  (t) => linkKeys(t.groupId, t.functionId, 'predefined_group_functions_function_idx'),
);

/** A function assigned to an organisation. */
export const organisationFunctions = pgTable(
  'organisation_functions',
  {
    orgId: parentColumn('org_id', () => organisations.id),
    functionId: parentColumn('function_id', () => microservices.id),
    ...created(),
  },
  (t) => linkKeys(t.orgId, t.functionId, 'organisation_functions_function_idx'),
);

/** An organisation's group (002 section 3, Group): its own (mode ADD) or taken from a pre-defined one (PRE). */
export const orgGroups = pgTable(
  'org_groups',
  {
    id: idColumn(),
    ownerId: ownerColumn(),
    orgId: parentColumn('org_id', () => organisations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    mode: choiceColumn('mode', ['ADD', 'PRE']),
    predefinedId: integer('predefined_id').references(() => predefinedGroups.id, { onDelete: 'set null' }),
    ...created(),
    ...changed(),
  },
  (t) => [
    uniqueIndex('org_groups_org_name_unique').on(t.orgId, sql`lower(${t.name})`),
    // The target of group_functions' composite key (a group's functions are its organisation's).
    unique('org_groups_id_org_unique').on(t.id, t.orgId),
  ],
);

/** A function of an organisation, held by one of its groups or users. */
const organisationFunction = () => ({
  orgId: integer('org_id').notNull(),
  functionId: integer('function_id').notNull(),
});

/**
 * The key of an `organisationFunction` to organisation_functions (`<table>_org_function_fk`, with its
 * index): the row goes when the organisation loses the function.
 */
const organisationFunctionKeys = (table: string, t: { orgId: AnyPgColumn; functionId: AnyPgColumn }) => [
  foreignKey({
    name: `${table}_org_function_fk`,
    columns: [t.orgId, t.functionId],
    foreignColumns: [organisationFunctions.orgId, organisationFunctions.functionId],
  }).onDelete('cascade'),
  index(`${table}_org_function_idx`).on(t.orgId, t.functionId),
];

/** A function of a group; the function must be the group's organisation's. */
export const groupFunctions = pgTable(
  'group_functions',
  {
    groupId: integer('group_id').notNull(),
    ...organisationFunction(),
  },
  (t) => [
    ...linkKeys(t.groupId, t.functionId),
    foreignKey({
      name: 'group_functions_group_fk',
      columns: [t.groupId, t.orgId],
      foreignColumns: [orgGroups.id, orgGroups.orgId],
    }).onDelete('cascade'),
    ...organisationFunctionKeys('group_functions', t),
  ],
);

/** A user's membership of a group of their organisation. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: parentColumn('group_id', () => orgGroups.id),
    userId: parentColumn('user_id', () => users.id),
    ...created(),
  },
  (t) => [
    ...linkKeys(t.groupId, t.userId),
    // The access answer walks a user's groups (user first).
    uniqueIndex('group_members_user_group_unique').on(t.userId, t.groupId),
  ],
);

/** A function given to a user directly; the function must be the user's organisation's. */
export const userFunctions = pgTable(
  'user_functions',
  {
    userId: parentColumn('user_id', () => users.id),
    ...organisationFunction(),
    ...created(),
  },
  (t) => [...linkKeys(t.userId, t.functionId), ...organisationFunctionKeys('user_functions', t)],
);
