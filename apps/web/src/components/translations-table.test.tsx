import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  canAddTranslation,
  languagesLeft,
  TranslationsTable,
  type TranslationRow,
} from './translations-table';
import { fastUser, renderListEditor, useHarnessRows, type ListHarnessProps } from '../test-utils';

const LANGUAGES = [
  { code: 'EN', language: 'English' },
  { code: 'FR', language: 'French' },
  { code: 'DE', language: 'German' },
];
const LABELS = { title: 'Translations', language: 'Language', text: 'Text', add: 'Add', delete: 'Delete' };

function Harness(props: ListHarnessProps<TranslationRow>) {
  const [rows, change] = useHarnessRows(props);
  return <TranslationsTable value={rows} onChange={change} languages={LANGUAGES} labels={LABELS} />;
}

async function pickLanguage(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(screen.getByRole('option', { name }));
}

describe('translation rules', () => {
  it('adds a row only with a language and a text, each language once and never English', () => {
    const rows = [{ lang: 'FR', text: 'Bonjour' }];
    expect(canAddTranslation(rows, 'DE', 'Hallo')).toBe(true);
    expect(canAddTranslation(rows, '', 'Hallo')).toBe(false);
    expect(canAddTranslation(rows, 'DE', '   ')).toBe(false);
    expect(canAddTranslation(rows, 'fr', 'Salut')).toBe(false);
    expect(canAddTranslation(rows, 'EN', 'Hello')).toBe(false);
  });

  it('offers only the owner languages not yet in the table, without English', () => {
    expect(languagesLeft([{ lang: 'FR', text: 'x' }], LANGUAGES).map((l) => l.code)).toEqual(['DE']);
    expect(
      languagesLeft(
        [
          { lang: 'FR', text: 'x' },
          { lang: 'DE', text: 'y' },
        ],
        LANGUAGES,
      ),
    ).toEqual([]);
  });
});

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('TranslationsTable', () => {
  it('keeps Add disabled until a language and a text are given, then adds the row', async () => {
    const { user, add, expectAdded } = renderListEditor(Harness);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Bonjour');
    expect(add).toBeDisabled();
    await pickLanguage(user, 'French');
    expect(add).toBeEnabled();
    await user.click(add);
    expectAdded([{ lang: 'FR', text: 'Bonjour' }], 'Translations', 'French', 'Text');
  });

  it('disables a language in the picker once it has a row and offers it again after delete', async () => {
    const user = fastUser();
    render(<Harness initial={[{ lang: 'FR', text: 'Bonjour' }]} />);
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(screen.queryByRole('option', { name: 'French' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'German' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete French' }));
    await pickLanguage(user, 'French');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('French');
  });

  it('hides the add row when every language of the owner has a translation', () => {
    render(
      <Harness
        initial={[
          { lang: 'FR', text: 'Bonjour' },
          { lang: 'DE', text: 'Hallo' },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('edits a row text in place and reports the whole list', async () => {
    const onChange = vi.fn();
    const user = fastUser();
    render(<Harness initial={[{ lang: 'FR', text: 'Bonjour' }]} onChange={onChange} />);
    const cell = screen.getByRole('textbox', { name: 'Text (French)' });
    await user.clear(cell);
    await user.type(cell, 'Salut');
    expect(onChange).toHaveBeenLastCalledWith([{ lang: 'FR', text: 'Salut' }]);
  });

  it('shows the form error under the table', () => {
    render(
      <TranslationsTable
        value={[]}
        onChange={() => {}}
        languages={LANGUAGES}
        labels={LABELS}
        error="Each language once"
      />,
    );
    expect(screen.getByText('Each language once')).toBeInTheDocument();
  });
});
