import { describe, expect, it } from 'vitest';
import type { SubscriptionPlanRow, UserSubscriptionRow } from '@console/contract';
import { sql } from './helpers/test-app';
import { useApi } from './helpers/api';
import { useLogins } from './helpers/use-logins';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

const PLAN = {
  planName: ' Business ',
  noOfUsers: 50,
  fileSize: 500,
  price: ' 499 USD / month ',
  description: 'For a company.',
  details: 'Everything of Standard, with a named support engineer.',
};

describe('subscription plans', () => {
  it("lists the platform's plans, newest first, for PM staff acting on any owner", async () => {
    const res = await t.call('subscriptionPlans.list', {}, keys.platform);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect((res.body.rows as SubscriptionPlanRow[]).map((r) => r.planName).sort()).toEqual([
      'Basic',
      'Standard',
    ]);
    const acting = await t.call('subscriptionPlans.list', { ownerId: t.owners.acme }, keys.platform);
    expect(acting.body.total).toBe(2);
  });

  it('adds a plan (trimmed, one audit record), reads it, updates it and refuses a second of its name', async () => {
    const audit = await t.lastAuditId();
    const added = await t.ok('subscriptionPlans.save', PLAN, keys.platform);
    expect(added.message).toBe('Subscription Plan Added!');
    await t.oneAudit(audit, { action: 'subscriptionPlans.save', target_type: 'subscription_plan' });
    const info = await t.ok('subscriptionPlans.info', { id: added.id }, keys.platform);
    expect(info).toMatchObject({ planName: 'Business', price: '499 USD / month', noOfUsers: 50 });

    const updated = await t.ok(
      'subscriptionPlans.save',
      { ...PLAN, id: added.id, noOfUsers: '60' },
      keys.platform,
    );
    expect(updated.message).toBe('Subscription Plan Updated!');
    expect((await t.ok('subscriptionPlans.info', { id: added.id }, keys.platform)).noOfUsers).toBe(60);

    const clash = await t.refused(
      409,
      'subscriptionPlans.save',
      { ...PLAN, planName: 'basic' },
      keys.platform,
    );
    expect(clash.body.error).toMatchObject({ code: 'NAME_EXIST' });
    expect(clash.body.error.fieldErrors.planName).toEqual([
      'A subscription plan of this name already exists',
    ]);
  });

  it('refuses a plan without its fields with the messages of 001 section 5', async () => {
    const res = await t.refused(
      400,
      'subscriptionPlans.save',
      { planName: ' ', noOfUsers: 0, fileSize: '', price: '', description: '', details: '' },
      keys.platform,
    );
    expect(res.body.error.fieldErrors).toMatchObject({
      planName: ['Plan Name is required'],
      noOfUsers: ['No of users is required'],
      fileSize: ['Filesize is required'],
      price: ['Price is required'],
      description: ['Description is required'],
      details: ['Details is required'],
    });
  });

  it('deletes an unused plan, refuses one a user subscription names, 404 for an unknown one', async () => {
    const added = await t.ok('subscriptionPlans.save', { ...PLAN, planName: 'Premium' }, keys.platform);
    const audit = await t.lastAuditId();
    const gone = await t.ok('subscriptionPlans.delete', { ids: [added.id] }, keys.platform);
    expect(gone).toEqual({ message: 'Subscription Plan Removed!', deleted: 1 });
    await t.oneAudit(audit, { action: 'subscriptionPlans.delete' });

    const [used] = await t.rows<{ id: number }>(
      sql`select plan_id as id from user_subscriptions where plan_id is not null limit 1`,
    );
    const inUse = await t.refused(409, 'subscriptionPlans.delete', { ids: [used!.id] }, keys.platform);
    expect(inUse.body.error.message).toMatch(/assigned to user subscriptions/);
    await t.refused(404, 'subscriptionPlans.delete', { ids: [added.id] }, keys.platform);
    await t.refused(404, 'subscriptionPlans.info', { id: added.id }, keys.platform);
  });

  it('is for platform staff only', async () => {
    for (const key of [keys.acme, keys.teamspace]) {
      await t.refused(403, 'subscriptionPlans.list', {}, key);
      await t.refused(403, 'subscriptionPlans.save', PLAN, key);
      await t.refused(403, 'userSubscriptions.list', {}, key);
      await t.refused(403, 'userSubscriptions.generateKey', {}, key);
    }
  });
});

describe('user subscriptions', () => {
  it("lists every owner's keys with owner, organisation, plan and the whole key", async () => {
    const res = await t.ok('userSubscriptions.list', {}, keys.platform);
    expect(res.total).toBe(2);
    const rows = res.rows as UserSubscriptionRow[];
    expect(rows.map((r) => r.orgName).sort()).toEqual(['Speech Analytics Lab', 'Vision Research Group']);
    const vision = rows.find((r) => r.orgName === 'Vision Research Group')!;
    expect(vision).toMatchObject({
      ownerName: 'TeamSpace Labs',
      planName: 'Standard',
      planType: 'Named Users',
    });
    expect(vision.orgId).toBeGreaterThan(0);
    expect(vision.usedAt).not.toBeNull();
    expect(vision.activationKey.split('.')).toHaveLength(3);
    const sorted = await t.ok('userSubscriptions.list', { sortField: 'orgName' }, keys.platform);
    expect(sorted.rows[0].orgName).toBe('Speech Analytics Lab');
    const found = await t.ok('userSubscriptions.list', { search: 'speech' }, keys.platform);
    expect(found.total).toBe(1);
  });

  it('shows a subscription with what its key carries, and assigns it another plan', async () => {
    const list = await t.ok('userSubscriptions.list', { search: 'speech' }, keys.platform);
    const id = list.rows[0].id as number;
    const info = await t.ok('userSubscriptions.info', { id }, keys.platform);
    expect(info.details).toMatchObject({
      orgName: 'Speech Analytics Lab',
      planType: 'Conversation',
      noOfConversation: 5000,
    });
    const plans = await t.ok('subscriptionPlans.list', { sortField: 'planName' }, keys.platform);
    const standard = (plans.rows as SubscriptionPlanRow[]).find((p) => p.planName === 'Standard')!;
    const audit = await t.lastAuditId();
    const saved = await t.ok('userSubscriptions.save', { id, planId: standard.id }, keys.platform);
    expect(saved.message).toBe('Subscription Updated!');
    const row = await t.oneAudit(audit, { target_type: 'user_subscription' });
    expect(row.after).toEqual({ planId: standard.id, planName: 'Standard' });
    expect((await t.ok('userSubscriptions.info', { id }, keys.platform)).planName).toBe('Standard');

    const noPlan = await t.refused(400, 'userSubscriptions.save', { id, planId: 0 }, keys.platform);
    expect(noPlan.body.error.fieldErrors.planId).toEqual(['Plan is required']);
    await t.refused(400, 'userSubscriptions.save', { id, planId: 999_999 }, keys.platform);
    await t.refused(404, 'userSubscriptions.save', { id: 999_999, planId: standard.id }, keys.platform);
    await t.refused(404, 'userSubscriptions.info', { id: 999_999 }, keys.platform);
  });
});
