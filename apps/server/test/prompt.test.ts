import { describe, expect, it } from 'vitest';
import type { PromptVersion } from '@console/contract';
import { auditRowsAfter, call, expectUnchanged, lastAuditId, useTestApp } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';

const t = useTestApp();
const keys = useLogins(t, 'platform', 'staff', 'acme', 'marketing');

describe('the chat prompt', () => {
  it('answers the latest version with its author', async () => {
    const res = await call(t.app, 'prompt.current', {}, keys.platform);
    expect(res.status).toBe(200);
    expect(res.body.current).toMatchObject({ createdBy: 'admin@platform.example' });
    expect(res.body.current.promptText).toMatch(/name the microservice/);
  });

  it('keeps every version: a save by another user becomes current, the previous one stays listed', async () => {
    const before = (await call(t.app, 'prompt.current', {}, keys.platform)).body.current as PromptVersion;
    const audit = await lastAuditId(t.db);
    const saved = await call(t.app, 'prompt.save', { promptText: '  Answer in French.  ' }, keys.staff);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Successfully Updated');
    expect(await auditRowsAfter(t.db, audit)).toHaveLength(1);
    const current = (await call(t.app, 'prompt.current', {}, keys.platform)).body.current as PromptVersion;
    expect(current.promptText).toBe('Answer in French.');
    expect(current.createdBy).not.toBe('admin@platform.example');
    expect(current.createdBy).not.toBe('admin');
    const versions = await call(t.app, 'promptVersions.list', {}, keys.platform);
    expect(versions.body.total).toBe(3);
    expect((versions.body.rows as PromptVersion[]).map((v) => v.id)).toEqual([
      current.id,
      before.id,
      expect.any(Number),
    ]);
    const oldest = await call(
      t.app,
      'promptVersions.list',
      { sortField: 'dateCreated', sortDirection: 'asc' },
      keys.platform,
    );
    expect(oldest.body.rows[0].promptText).toMatch(/^You are a helpful assistant/);
  });

  it("refuses an empty prompt with the field's message and changes nothing", async () => {
    await expectUnchanged(t.db, async () => {
      for (const body of [{ promptText: '   ' }, {}, { promptText: 42 }]) {
        const res = await call(t.app, 'prompt.save', body, keys.platform);
        expect(res.status).toBe(400);
        expect(res.body.error.fieldErrors.promptText).toBeDefined();
      }
      const res = await call(t.app, 'prompt.save', { promptText: '' }, keys.platform);
      expect(res.body.error.fieldErrors.promptText).toContain('Prompt is required');
    });
  });

  it('is PM staff only, and 404 for an owner that does not exist', async () => {
    await expectUnchanged(t.db, async () => {
      for (const key of [keys.acme, keys.marketing]) {
        expect((await call(t.app, 'prompt.current', {}, key)).status).toBe(403);
        expect((await call(t.app, 'prompt.save', { promptText: 'x' }, key)).status).toBe(403);
        expect((await call(t.app, 'promptVersions.list', {}, key)).status).toBe(403);
      }
      expect((await call(t.app, 'prompt.current', { ownerId: 999_999 }, keys.platform)).status).toBe(404);
    });
  });
});
