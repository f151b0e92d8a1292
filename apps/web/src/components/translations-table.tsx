import { TextField, Typography } from '@mui/material';
import { DraftText, RowEditor, usePairDraft } from './row-editor';
import { SelectField } from './select-field';

/** One translation of a caption or value: a language code and its text. */
export interface TranslationRow {
  lang: string;
  text: string;
}

/** A language the owner offers (code EN, FR ... and its name). */
export interface LanguageOption {
  code: string;
  language: string;
}

export interface TranslationsTableLabels {
  /** The table's accessible name, e.g. 'Translations'. */
  title: string;
  language: string;
  text: string;
  add: string;
  delete: string;
}

interface TranslationsTableProps {
  value: TranslationRow[];
  onChange: (next: TranslationRow[]) => void;
  /** The owner's languages; English is the form's own text field, so it is never offered here. */
  languages: LanguageOption[];
  labels: TranslationsTableLabels;
  /** The form's (or the server's) message for the table. */
  error?: string;
  disabled?: boolean;
}

const sameLang = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The owner's languages that may still be added: not English and not yet in the table. */
export function languagesLeft(rows: TranslationRow[], languages: LanguageOption[]): LanguageOption[] {
  return languages.filter((l) => !sameLang(l.code, 'EN') && !rows.some((r) => sameLang(r.lang, l.code)));
}

/** 002 section 5: a row is added only with a language and a text, each language once. */
export function canAddTranslation(rows: TranslationRow[], lang: string, text: string): boolean {
  return (
    lang.trim() !== '' &&
    text.trim() !== '' &&
    !sameLang(lang, 'EN') &&
    !rows.some((r) => sameLang(r.lang, lang))
  );
}

/**
 * A per-language translation table (language, text, delete) with a row to add one. It edits the
 * form's value only: a removed row is gone from the server when the form is saved, not before.
 */
export function TranslationsTable({
  value,
  onChange,
  languages,
  labels,
  error,
  disabled,
}: TranslationsTableProps) {
  const draft = usePairDraft(
    (lang, text) => canAddTranslation(value, lang, text),
    (lang, text) => onChange([...value, { lang, text: text.trim() }]),
  );
  const left = languagesLeft(value, languages);
  const nameOf = (code: string) => languages.find((l) => sameLang(l.code, code))?.language ?? code;
  const setRowText = (index: number, next: string) =>
    onChange(value.map((r, i) => (i === index ? { ...r, text: next } : r)));

  return (
    <RowEditor
      rows={value}
      onChange={onChange}
      title={labels.title}
      heading={
        <Typography variant="subtitle2" component="h3">
          {labels.title}
        </Typography>
      }
      columns={[
        { header: labels.language, width: '30%', cell: (row) => nameOf(row.lang) },
        {
          header: labels.text,
          cell: (row, index) => (
            <TextField
              size="small"
              variant="standard"
              fullWidth
              value={row.text}
              disabled={disabled}
              error={row.text.trim() === ''}
              onChange={(e) => setRowText(index, e.target.value)}
              slotProps={{ htmlInput: { 'aria-label': `${labels.text} (${nameOf(row.lang)})` } }}
            />
          ),
        },
      ]}
      rowKey={(row) => row.lang}
      deleteLabel={(row) => `${labels.delete} ${nameOf(row.lang)}`}
      add={
        left.length > 0 && {
          label: labels.add,
          canAdd: draft.ready,
          onAdd: draft.add,
          fields: (
            <>
              <SelectField
                size="small"
                label={labels.language}
                value={draft.first}
                disabled={disabled}
                options={left.map((l) => ({ value: l.code, label: l.language }))}
                onChange={draft.setFirst}
                sx={{ minWidth: 180 }}
              />
              <DraftText draft={draft} label={labels.text} disabled={disabled} />
            </>
          ),
        }
      }
      error={error}
      disabled={disabled}
    />
  );
}
