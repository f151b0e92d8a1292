import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  groupFunctions,
  groupMembers,
  microservices,
  organisationFunctions,
  organisations,
  orgGroups,
  predefinedGroupFunctions,
  predefinedGroups,
  userFunctions,
  users,
} from '../schema/index';
import { insertedId } from '../sql';

// Demo platform functions, pre-defined groups, organisations' functions and groups, and users' direct
// and group functions (issue 9), so the Functions and Pre-defined Groups screens, the organisation
// details' Functions and Groups tabs and the edit-user tag panels show something at once.

/** The platform's functions (type 140, class CLASS_INTERNAL, 001 section 9). */
const PLATFORM_FUNCTIONS: Array<[name: string, code: string, description: string]> = [
  ['Export Reports', 'EXPORT_REPORTS', 'Download usage and billing reports as CSV.'],
  ['Manage Users', 'MANAGE_USERS', "Add, edit and remove the organisation's users."],
  ['View Audit Log', 'VIEW_AUDIT', 'Read who changed what, and when.'],
  ['Billing Dashboard', 'BILLING_DASHBOARD', 'See spending per microservice and per month.'],
];

interface DemoGroup {
  name: string;
  description: string;
  functions: string[];
  members: string[];
  /** Taken from the owner's pre-defined group of the same name (mode PRE). */
  predefined?: boolean;
}

interface DemoOrgAccess {
  clientId: string;
  functions: string[];
  groups: DemoGroup[];
  /** Functions given to users directly: user name -> function codes. */
  direct: Record<string, string[]>;
}

const ACME_PREDEFINED: DemoGroup[] = [
  {
    name: 'Analysts',
    description: 'Read the data microservices and export reports.',
    functions: ['BASKETAFF', 'EXPORT_REPORTS'],
    members: [],
  },
  {
    name: 'Administrators',
    description: "Manage the organisation's users and read the audit log.",
    functions: ['MANAGE_USERS', 'VIEW_AUDIT'],
    members: [],
  },
];
const TEAMSPACE_PREDEFINED: DemoGroup[] = [
  {
    name: 'Data Science',
    description: 'Churn scores, ticket routing and reports.',
    functions: ['CHURNRISK', 'TICKETROUTER', 'EXPORT_REPORTS'],
    members: [],
  },
];

const PLATFORM_PREDEFINED: DemoGroup[] = [
  {
    name: 'Operators',
    description: 'Run the platform day to day: users, audit log and billing.',
    functions: ['MANAGE_USERS', 'VIEW_AUDIT', 'BILLING_DASHBOARD'],
    members: [],
  },
];

const ORG_ACCESS: DemoOrgAccess[] = [
  {
    clientId: 'acme',
    functions: ['BASKETAFF', 'EXPORT_REPORTS', 'MANAGE_USERS', 'VIEW_AUDIT'],
    groups: [
      { ...ACME_PREDEFINED[0]!, members: ['analyst.one@acme.example'], predefined: true },
      {
        name: 'Support',
        description: 'Answers customers; reads the audit log.',
        functions: ['VIEW_AUDIT'],
        members: ['bot.agent@acme.example'],
      },
    ],
    direct: { 'analyst.one@acme.example': ['MANAGE_USERS'] },
  },
  {
    clientId: 'teamspace',
    functions: ['CHURNRISK', 'TICKETROUTER', 'EXPORT_REPORTS', 'BILLING_DASHBOARD'],
    groups: [{ ...TEAMSPACE_PREDEFINED[0]!, members: ['designer@teamspace.example'], predefined: true }],
    direct: { 'designer@teamspace.example': ['BILLING_DASHBOARD'] },
  },
  {
    clientId: 'ts-vision',
    functions: ['CHURNRISK', 'EXPORT_REPORTS'],
    groups: [
      {
        name: 'Vision Team',
        description: 'Shelf images and weekly reports.',
        functions: ['CHURNRISK', 'EXPORT_REPORTS'],
        members: ['maria.lopez@teamspace.example', 'kenji.sato@teamspace.example'],
      },
    ],
    direct: {},
  },
];

export async function seedDemoGroups(
  db: Db,
  ids: { platform: number; teamspace: number; acme: number; adminId: number },
): Promise<void> {
  const by = { createdBy: ids.adminId, updatedBy: ids.adminId };
  await db.insert(microservices).values(
    PLATFORM_FUNCTIONS.map(([name, code, description]) => ({
      ownerId: ids.platform,
      typeId: 140,
      name,
      code,
      urlCode: code,
      description,
      classCode: 'CLASS_INTERNAL',
      fnType: 'FUN_ATOMISTIC',
      ...by,
    })),
  );
  const codes = [
    ...new Set(
      [...ORG_ACCESS, { functions: TEAMSPACE_PREDEFINED[0]!.functions }].flatMap((o) => o.functions),
    ),
  ];
  const fnRows = await db
    .select({ id: microservices.id, code: microservices.code, ownerId: microservices.ownerId })
    .from(microservices)
    .where(inArray(microservices.code, codes));
  // A code is unique per owner: the platform's function, else the owner's own microservice.
  const fn = (code: string) => fnRows.find((r) => r.code === code)!.id;

  const predefinedIds = new Map<string, number>();
  for (const [ownerId, groups] of [
    [ids.acme, ACME_PREDEFINED],
    [ids.teamspace, TEAMSPACE_PREDEFINED],
    [ids.platform, PLATFORM_PREDEFINED],
  ] as const) {
    for (const { name, description, functions } of groups) {
      const groupId = await insertedId(db, predefinedGroups, { ownerId, name, description, ...by });
      predefinedIds.set(`${ownerId}:${name}`, groupId);
      await db
        .insert(predefinedGroupFunctions)
        .values(functions.map((c) => ({ groupId, functionId: fn(c) })));
    }
  }

  for (const o of ORG_ACCESS) {
    const [org] = await db
      .select({ id: organisations.id, ownerId: organisations.ownerId })
      .from(organisations)
      .where(eq(organisations.clientId, o.clientId));
    const orgId = org!.id;
    await db
      .insert(organisationFunctions)
      .values(o.functions.map((c) => ({ orgId, functionId: fn(c), createdBy: ids.adminId })));
    const userRows = await db
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(and(eq(users.orgId, orgId)));
    const user = (name: string) => userRows.find((u) => u.userName === name)!.id;
    for (const { functions, members, predefined, ...g } of o.groups) {
      const groupId = await insertedId(db, orgGroups, {
        ...g,
        ownerId: org!.ownerId,
        orgId,
        mode: predefined ? 'PRE' : 'ADD',
        predefinedId: predefined ? predefinedIds.get(`${org!.ownerId}:${g.name}`) : null,
        ...by,
      });
      await db.insert(groupFunctions).values(functions.map((c) => ({ groupId, orgId, functionId: fn(c) })));
      await db
        .insert(groupMembers)
        .values(members.map((m) => ({ groupId, userId: user(m), createdBy: ids.adminId })));
    }
    for (const [name, fns] of Object.entries(o.direct))
      await db
        .insert(userFunctions)
        .values(fns.map((c) => ({ userId: user(name), orgId, functionId: fn(c), createdBy: ids.adminId })));
  }
}
