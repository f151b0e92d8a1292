import { useState } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { onEnter, RowEditor } from './row-editor';

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
  const [lang, setLang] = useState('');
  const [text, setText] = useState('');
  const left = languagesLeft(value, languages);
  const nameOf = (code: string) => languages.find((l) => sameLang(l.code, code))?.language ?? code;
  const add = () => {
    if (!canAddTranslation(value, lang, text)) return;
    onChange([...value, { lang, text: text.trim() }]);
    setLang('');
    setText('');
  };
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
          canAdd: canAddTranslation(value, lang, text),
          onAdd: add,
          fields: (
            <>
              <TextField
                select
                size="small"
                label={labels.language}
                value={lang}
                disabled={disabled}
                onChange={(e) => setLang(e.target.value)}
                sx={{ minWidth: 180 }}
              >
                {left.map((l) => (
                  <MenuItem key={l.code} value={l.code}>
                    {l.language}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={labels.text}
                value={text}
                disabled={disabled}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={onEnter(add)}
                sx={{ flexGrow: 1 }}
              />
            </>
          ),
        }
      }
      error={error}
      disabled={disabled}
    />
  );
}
