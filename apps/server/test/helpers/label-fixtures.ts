import type { LabelSaveInput } from '@console/contract';
import { ok } from './localisation-fixtures';
import { queryRows, sql, type TestApp } from './test-app';

/** The fields every screen text (label, error) saves: screen, order `n`, text, no translations. */
export const screenText = (screenCode: string, screenName: string, n: number, text: string) => ({
  screenCode,
  screenName,
  orderNumber: String(n),
  text,
  translations: [],
});

/** Save inputs numbered 1, 2 ... within one test file, with `overrides` applied. */
export function numberedScreenText<T>(make: (n: number) => T) {
  let n = 0;
  return (overrides: Partial<T> = {}): T => {
    n += 1;
    return { ...make(n), ...overrides };
  };
}

/** Label helpers for one test file: new label inputs, platform label ids and screen captions. */
export function labelFixtures(t: TestApp) {
  /** A valid label save input with a code unique in the file. */
  const label = numberedScreenText<LabelSaveInput>((n) => ({
    ...screenText('TEST_SCREEN', 'Test screen', n, `Label ${n}`),
    labelCode: `LABEL_${n}`,
    description: '',
  }));
  async function platformLabelId(screen: string, code: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from labels where owner_id = ${t.owners.platform} and screen_code = ${screen} and label_code = ${code}`,
    );
    return Number(row!.id);
  }
  return {
    label,
    platformLabelId,

    /**
     * Saves the platform's label `screenCode`/`labelCode` with `fields` from `ownerId` as `key`: the
     * owner's own copy, made or updated.
     */
    async saveFromOwner(
      key: string,
      ownerId: number,
      screenCode: string,
      labelCode: string,
      fields: Partial<LabelSaveInput>,
    ) {
      const id = await platformLabelId(screenCode, labelCode);
      return ok(t.app, 'labels.save', { ...label({ screenCode, labelCode, ...fields }), id, ownerId }, key);
    },

    async byScreen(key: string, scrId: string, lang = 'EN', ownerId?: number) {
      return (await ok(t.app, 'labels.byScreen', { scrId, lang, ownerId }, key)).labels as Record<
        string,
        string
      >;
    },
  };
}
