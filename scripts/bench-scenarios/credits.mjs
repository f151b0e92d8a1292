// Load scenario of issue 11 for `npm run bench`: the gateway's metering call (POST /api/gateway/usage,
// its service key, no session) on 100 organisations of Acme with 10 grants each
// (apps/server/src/db/seed/bench-credits.ts), every request a new usage key of a random organisation.
// Target on PostgreSQL: >= 1,000 req/s with p99 <= 25 ms; after the run the ledger is re-derived
// (`bench-credits-cli.ts check`) and the check printed.

import { acmeId } from './demo-owners.mjs';

export const LOGIN = { clientid: 'platform', username: 'admin@platform.example', password: 'Admin#2026!' };
/** The service key the bench's servers are started with (METERING_SERVICE_KEY). */
export const METERING_KEY = 'bench-metering-service-key-0123456789abcdef';

/** The benchmark organisations' ids, read as platform staff acting on Acme. */
async function benchOrgs(post) {
  const { results } = await post('credits.organisations', { ownerId: await acmeId(post) });
  const ids = results.filter((o) => o.name.startsWith('Bench credits')).map((o) => o.id);
  if (ids.length < 100) throw new Error('no metering benchmark data: load bench-credits-cli.ts first');
  return ids;
}

export const scenarios = [
  {
    name: 'metering: one usage, new key, 100 orgs x 10 grants',
    call: 'gateway/usage',
    login: LOGIN,
    env: { METERING_SERVICE_KEY: METERING_KEY },
    /** The autocannon options of the load: a new usage key and a random organisation per request. */
    request: async ({ post, base }) => {
      const orgs = await benchOrgs(post);
      let n = 0;
      const run = `${process.pid}-${Date.now()}`;
      return {
        url: `${base}/api/gateway/usage`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-key': METERING_KEY },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                orgId: orgs[n % orgs.length],
                usageKey: `bench-${run}-${n++}`,
                amount: '0.0125',
              }),
            }),
          },
        ],
      };
    },
    check: { script: 'apps/server/src/db/seed/bench-credits-cli.ts', args: ['check'] },
    target: { rps: 1000, p99: 25 },
  },
];

export const seedScript = 'apps/server/src/db/seed/bench-credits-cli.ts';
