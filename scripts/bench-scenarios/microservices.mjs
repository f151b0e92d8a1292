// Load scenarios of issue 3 for `npm run bench`, on a database holding the demo data plus the
// benchmark microservices: `seedBenchMicroservices` (apps/server/src/db/seed/bench-microservices.ts),
// e.g. `DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-microservices-cli.ts`.
// Each scenario signs in as `login`; `body` is the request body, or an async function that makes it
// from `{ post(name, body) }` (a signed-in POST to the running server) before the load starts.
// Targets are for PostgreSQL: list >= 800 req/s with p99 <= 30 ms, info >= 800 req/s.

import { acmeId } from './demo-owners.mjs';

export const LOGIN = { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!' };
/** A task word of the benchmark names: it matches 400 of the 10,000 microservices. */
export const SEARCH_TERM = 'forecast';

export const scenarios = [
  {
    name: 'microservices list (page of 50, by name, searched)',
    call: 'microservices.list',
    login: LOGIN,
    body: async ({ post }) => ({
      ownerId: await acmeId(post),
      page: 0,
      pageSize: 50,
      search: SEARCH_TERM,
      sortField: 'name',
      sortDirection: 'asc',
    }),
    target: { rps: 800, p99: 30 },
  },
  {
    name: 'microservice info',
    call: 'microservices.info',
    login: LOGIN,
    // A benchmark microservice from the middle of the list, with request types, pricing and tiers.
    body: async ({ post }) => {
      const ownerId = await acmeId(post);
      const { rows } = await post('microservices.list', {
        ownerId,
        page: 4,
        pageSize: 50,
        search: SEARCH_TERM,
      });
      if (!rows.length) throw new Error('no benchmark microservices: load seedBenchMicroservices first');
      return { ownerId, id: rows[0].id };
    },
    target: { rps: 800 },
  },
];

/** Loads the 10,000 benchmark microservices once the demo data is in. */
export const seedScript = 'apps/server/src/db/seed/bench-microservices-cli.ts';
