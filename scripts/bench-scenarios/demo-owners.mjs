// The demo owner the benchmark data belongs to. Platform staff read it acting on Acme (a standard
// owner's administrator does not manage microservices: docs/permissions.md). No scenarios here.

/** Acme's row of `owners.list` ({ ownerId, ownerName, ownerType, ... }), through a signed-in `post`. */
export async function acmeOwner(post) {
  const { results } = await post('owners.list', {});
  const acme = results.find((o) => o.ownerCode === 'acme');
  if (!acme) throw new Error('no demo owner acme: run npm run db:seed first');
  return acme;
}

export const acmeId = async (post) => (await acmeOwner(post)).ownerId;
