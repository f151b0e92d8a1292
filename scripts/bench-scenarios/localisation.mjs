// Load scenarios of issue 4 for `npm run bench`, on a database holding the demo data plus the
// localisation benchmark data: `seedBenchLocalisation` (apps/server/src/db/seed/bench-localisation.ts),
// e.g. `DATABASE_URL=... node --import tsx apps/server/src/db/seed/bench-localisation-cli.ts`: 20 languages
// and 5,000 labels (each in 20 languages) per owner for the first three owners.
// PM staff (the platform administrator) act on Acme, whose labels override half of the platform's.
// Targets are for PostgreSQL: labels by screen >= 1,000 req/s with p99 <= 20 ms, label list >= 500 req/s.

import { acmeId } from './demo-owners.mjs';

export const LOGIN = { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!' };
/** Matches 111 labels of each owner ("label 42", "label 420" .. "label 4299"). */
export const SEARCH_TERM = 'label 42';

export const scenarios = [
  {
    name: 'labels by screen (100 labels in German, owner overrides)',
    call: 'labels.byScreen',
    login: LOGIN,
    body: async ({ post }) => {
      const body = { scrId: 'BENCH_07', lang: 'DE', ownerId: await acmeId(post) };
      const { labels } = await post('labels.byScreen', body);
      if (Object.keys(labels).length < 100)
        throw new Error('no benchmark labels: load seedBenchLocalisation first');
      return body;
    },
    target: { rps: 1000, p99: 20 },
  },
  {
    name: 'label list (page of 50, searched)',
    call: 'labels.list',
    login: LOGIN,
    body: async ({ post }) => ({ ownerId: await acmeId(post), page: 0, pageSize: 50, search: SEARCH_TERM }),
    target: { rps: 500 },
  },
];

/** Loads 20 languages and 5,000 labels per owner once the demo data is in. */
export const seedScript = 'apps/server/src/db/seed/bench-localisation-cli.ts';
