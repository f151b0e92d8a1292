import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerError, formValues } from './forms';

describe('applyServerError', () => {
  it('puts field messages on the fields the form shows and the rest in the banner', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'INVALID_INPUT', 'Invalid input', {
      title: ['List name is required'],
      ownerId: ['Unknown owner'],
    });
    const result = applyServerError(error, setError, { fields: ['code', 'title'] });
    expect(setError).toHaveBeenCalledWith(
      'title',
      { type: 'server', message: 'List name is required' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ banner: 'Unknown owner', placed: ['title'] });
  });

  it("shows a clash under its field in the screen's words for the code", () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'LABEL_CODE_EXIST', 'LABEL_CODE_EXIST', {
      labelCode: ['LABEL_CODE_EXIST'],
    });
    const result = applyServerError(error, setError, {
      fields: ['code'],
      rename: { labelCode: 'code' },
      messageOf: (code) => (code === 'LABEL_CODE_EXIST' ? 'Label Already Exists' : undefined),
    });
    expect(setError).toHaveBeenCalledWith(
      'code',
      { type: 'server', message: 'Label Already Exists' },
      { shouldFocus: true },
    );
    expect(result.banner).toBeNull();
  });

  it("shows a field's message in the form's own words where it has them", () => {
    const setError = vi.fn();
    const error = new ApiError(410, 'EXPIRED', 'This promo code has expired', {
      posCode: ['This promo code has expired'],
      amount: ['Too small'],
    });
    applyServerError(error, setError, {
      fields: ['posCode', 'amount'],
      fieldMessage: (field) => (field === 'posCode' ? 'Ce code promo a expiré' : undefined),
    });
    expect(setError.mock.calls.map(([field, { message }]) => [field, message])).toEqual([
      ['posCode', 'Ce code promo a expiré'],
      ['amount', 'Too small'],
    ]);
  });

  it('puts an answer without fields, and a network failure, in the banner', () => {
    const setError = vi.fn();
    expect(
      applyServerError(new ApiError(403, 'FORBIDDEN', 'Forbidden'), setError, { fields: [] }).banner,
    ).toBe('Forbidden');
    expect(applyServerError(new TypeError('Failed to fetch'), setError, { fields: ['code'] })).toEqual({
      banner: 'Failed to fetch',
      placed: [],
    });
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('formValues', () => {
  type Values = { id: number; name: string; link: string; tags: string[] };
  const blank: Values = { id: 0, name: '', link: '', tags: [] };

  it('gives a new record the blanks, and an edited one its values with blanks for what it lacks', () => {
    expect(formValues<Values>(undefined, blank)).toEqual(blank);
    const record = { id: 7, name: 'Maps', link: null, tags: ['geo'], dateUpdated: '2026-01-01' };
    expect(formValues<Values>(record, blank)).toEqual({ id: 7, name: 'Maps', link: '', tags: ['geo'] });
  });
});
