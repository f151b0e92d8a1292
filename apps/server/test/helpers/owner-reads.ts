import { expect, it } from 'vitest';
import type { CallName } from '@console/contract';
import type { ApiTest } from './api';

interface OwnerReadOptions {
  /** Runs first in the 404 test (puts something of the other tenant's in place). */
  setup?: () => Promise<unknown>;
  /** A text of the other tenant that the 404 must not carry. */
  hidden?: string;
  /** The 404 is NOT_FOUND, the same answer as an owner that does not exist. */
  sameAsMissing?: boolean;
  /** The answer names the caller's own owner (`ownerId`). */
  answersOwnOwner?: boolean;
  /** What Acme's administrator reads of its own owner, naming none. */
  own?: Record<string, unknown>;
  /** What PM staff read of TeamSpace (and a missing owner is 404 to them). */
  other?: Record<string, unknown>;
  /** Owner ids refused with 400 on the ownerId field. */
  badOwnerIds?: unknown[];
}

/**
 * The tests every read of "an owner's data" shares: an owner administrator naming another tenant's
 * owner gets 404; any signed-in user reads their own (no 403); nobody without a session (401); and, as
 * `options` ask, what the caller reads of its own owner and PM staff of another, and bad owner ids.
 */
export function itReadsOnlyOwnOwner(
  t: ApiTest,
  name: CallName,
  body: Record<string, unknown>,
  options: OwnerReadOptions = {},
) {
  const { own, other, badOwnerIds } = options;
  if (own)
    it("answers the caller's own owner by default", async () => {
      const res = await t.call(name, body, await t.login('acme'));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ownerId: t.owners.acme, ...own });
    });

  if (other)
    it('lets PM staff read any owner', async () => {
      const key = await t.login('platform');
      const res = await t.call(name, { ...body, ownerId: t.owners.teamspace }, key);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ownerId: t.owners.teamspace, ...other });
      expect((await t.call(name, { ...body, ownerId: 999_999 }, key)).status).toBe(404);
    });

  if (badOwnerIds)
    it('refuses an owner id that is not a positive integer (400)', async () => {
      const key = await t.login('acme');
      for (const ownerId of badOwnerIds) {
        const res = await t.call(name, { ...body, ownerId }, key);
        expect(res.status, String(ownerId)).toBe(400);
        expect(res.body.error.fieldErrors.ownerId).toBeDefined();
      }
    });

  it("answers 404 to an owner administrator naming another tenant's owner", async () => {
    await options.setup?.();
    const key = await t.login('acme');
    const res = await t.call(name, { ...body, ownerId: t.owners.teamspace }, key);
    expect(res.status).toBe(404);
    if (options.hidden) expect(JSON.stringify(res.body)).not.toContain(options.hidden);
    if (options.sameAsMissing) {
      expect(res.body.error.code).toBe('NOT_FOUND');
      // Same answer as an owner that does not exist: nothing tells them apart.
      expect((await t.call(name, { ...body, ownerId: 999_999 }, key)).body).toEqual(res.body);
    }
  });

  it('is open to any signed-in user for their own owner (no 403), and to nobody without a session', async () => {
    const res = await t.call(name, body, await t.login('marketing'));
    expect(res.status).toBe(200);
    if (options.answersOwnOwner) expect(res.body.ownerId).toBe(t.owners.platform);
    expect((await t.call(name, body)).status).toBe(401);
  });
}
