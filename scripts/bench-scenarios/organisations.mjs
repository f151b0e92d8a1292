// Load scenarios of issue 8 for `npm run bench`, on a database holding the demo data plus the
// benchmark organisations: `seedBenchOrganisations` (apps/server/src/db/seed/bench-organisations.ts):
// 2,000 organisations and 50,000 users for TeamSpace, 10,000 of them in 'Bench Org 0001'.
// Targets are for PostgreSQL: both lists >= 800 req/s with p99 <= 30 ms. Creating 500 users from one
// spreadsheet (one users.create call) is timed once before the loads and logged: target under 5 s.

export const LOGIN = { clientid: 'teamspace', username: 'admin@teamspace.example', password: 'Admin#2026!' };

async function benchOrgId(post) {
  const { rows } = await post('organisations.list', { page: 0, pageSize: 1, search: 'Bench Org 0001' });
  if (!rows.length) throw new Error('no benchmark organisations: load seedBenchOrganisations first');
  return rows[0].id;
}

export const scenarios = [
  {
    name: 'organisation list (page of 50, searched)',
    call: 'organisations.list',
    login: LOGIN,
    body: { page: 0, pageSize: 50, search: 'bench org 01', sortField: 'name', sortDirection: 'asc' },
    target: { rps: 800, p99: 30 },
  },
  {
    name: 'user list of one organisation (page of 50, searched)',
    call: 'users.list',
    login: LOGIN,
    body: async ({ post }) => {
      const orgId = await benchOrgId(post);
      // Creating 500 users from one spreadsheet: one users.create call with 500 e-mails.
      const emails = Array.from(
        { length: 500 },
        (_, i) => `sheet.${Date.now().toString(36)}.${i}@bench.example`,
      );
      const t0 = performance.now();
      const out = await post('users.create', { orgId, emails, userType: 'user' });
      const ms = Math.round(performance.now() - t0);
      console.log(
        `[bench] users.create with 500 e-mails: ${out.created.length} users in ${ms} ms (target < 5000 ms)`,
      );
      return { orgId, page: 0, pageSize: 50, search: 'gamma', sortField: 'userName', sortDirection: 'asc' };
    },
    target: { rps: 800, p99: 30 },
  },
];

/** Loads the benchmark organisations and users once the demo data is in. */
export const seedScript = 'apps/server/src/db/seed/bench-organisations-cli.ts';
