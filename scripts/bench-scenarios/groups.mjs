// Load scenario of issue 9 for `npm run bench`: the access answer (functionAccess.check) for one user
// and one function, on a database holding the demo data plus `seedBenchGroups`
// (apps/server/src/db/seed/bench-groups.ts): Acme's main organisation with 500 functions and 50 groups,
// the user in every group. The function asked is reached only through the last group (the whole walk).
// Target for PostgreSQL: >= 2,000 req/s with p99 <= 15 ms (a gateway would ask it on every call).

export const LOGIN = { clientid: 'acme', username: 'admin@acme.example', password: 'Admin#2026!' };

export const scenarios = [
  {
    name: 'access answer (50 groups, 500 functions)',
    call: 'functionAccess.check',
    login: LOGIN,
    body: async ({ post }) => {
      const { rows: orgs } = await post('organisations.list', {
        page: 0,
        pageSize: 1,
        search: 'Acme Analytics Ltd',
      });
      const users = await post('users.list', { orgId: orgs[0].id, search: 'bench.access' });
      if (!users.rows.length) throw new Error('no benchmark user: load seedBenchGroups first');
      const userId = users.rows[0].id;
      const assigned = await post('orgFunctions.list', {
        orgId: orgs[0].id,
        search: 'BENCH_FN_500',
        typeFilter: 'not102',
      });
      const functionId = assigned.rows[0].id;
      const answer = await post('functionAccess.check', { userId, functionId });
      if (!answer.viaGroup) throw new Error('the benchmark user should reach BENCH_FN_500 through a group');
      return { userId, functionId };
    },
    target: { rps: 2000, p99: 15 },
  },
];

/** Loads the benchmark functions and groups once the demo data is in. */
export const seedScript = 'apps/server/src/db/seed/bench-groups-cli.ts';
