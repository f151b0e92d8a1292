import type { LabelSaveInput } from '@console/contract';
import { ok } from './localisation-fixtures';
import { queryRows, sql, type TestApp } from './test-app';

/** Label helpers for one test file: new label inputs, platform label ids and screen captions. */
export function labelFixtures(t: TestApp) {
  let n = 0;
  return {
    /** A valid label save input with a code unique in the file. */
    label(overrides: Partial<LabelSaveInput> = {}): LabelSaveInput {
      n += 1;
      return {
        screenCode: 'TEST_SCREEN',
        screenName: 'Test screen',
        labelCode: `LABEL_${n}`,
        orderNumber: String(n),
        text: `Label ${n}`,
        description: '',
        translations: [],
        ...overrides,
      };
    },

    async platformLabelId(screen: string, code: string): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        t.db,
        sql`select id from labels where owner_id = ${t.owners.platform} and screen_code = ${screen} and label_code = ${code}`,
      );
      return Number(row!.id);
    },

    async byScreen(key: string, scrId: string, lang = 'EN', ownerId?: number) {
      return (await ok(t.app, 'labels.byScreen', { scrId, lang, ownerId }, key)).labels as Record<
        string,
        string
      >;
    },
  };
}
