import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { Controller, get, useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DEMO_APP_CATEGORY_LIST, DEMO_APP_ICON_LIST, type DemoAppInfo } from '@console/contract';
import { FormFields } from '../../components/form-fields';
import { KeyValueEditor } from '../../components/key-value-editor';
import { MarkdownEditor } from '../../components/markdown-editor';
import { TagPicker } from '../../components/tag-picker';
import { TextListField } from '../../components/text-list-field';
import { useLabels } from '../../lib/labels';
import { useScopedQuery } from '../../lib/query';
import { useDebounced } from '../../lib/use-debounced';
import { GalleryField, LogoUpload } from './demo-app-images';
import type { demoAppFormSchema } from './demo-app-form-dialog';

export type DemoAppFormValues = z.input<typeof demoAppFormSchema>;
type Form = UseFormReturn<DemoAppFormValues, unknown, z.output<typeof demoAppFormSchema>>;
type Tag = NonNullable<DemoAppFormValues['tags']>[number];

/** Long description and use case: markdown with a preview, rendered sanitised. */
function MarkdownField({
  form,
  name,
  label,
  disabled,
}: {
  form: Form;
  name: 'longDescription' | 'useCase';
  label: string;
  disabled: boolean;
}) {
  const t = useLabels('DEMO_APPS');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MarkdownEditor
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          writeLabel={t('MD_WRITE')}
          previewLabel={t('MD_PREVIEW')}
          emptyPreview={t('MD_EMPTY')}
          helperText={t('MD_HINT')}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}

/** Basic info: name, category, URL code, descriptions and the logo (an icon of the list, or an upload). */
export function BasicInfoInputs({ form, busy }: { form: Form; busy: boolean }) {
  const t = useLabels('DEMO_APPS');
  const { field: logo, fieldState: logoState } = useController({ control: form.control, name: 'logoUrl' });
  const iconCode = useWatch({ control: form.control, name: 'iconCode' });
  // One logo: picking an icon drops the uploaded logo (and an upload clears the icon, below).
  useEffect(() => {
    if (iconCode && form.getValues('logoUrl')) form.setValue('logoUrl', '');
  }, [iconCode, form]);
  return (
    <FormFields
      control={form.control}
      disabled={busy}
      fields={[
        { name: 'name', label: t('NAME'), width: 'half', required: true, autoFocus: true },
        {
          name: 'category',
          label: t('CATEGORY'),
          width: 'half',
          required: true,
          codeList: { code: DEMO_APP_CATEGORY_LIST },
        },
        { name: 'urlCode', label: t('URL_CODE'), width: 'half', required: true },
        {
          name: 'iconCode',
          label: t('ICON'),
          width: 'half',
          codeList: { code: DEMO_APP_ICON_LIST, none: t('NO_ICON') },
        },
        {
          name: 'logoUrl',
          render: () => (
            <LogoUpload
              value={logo.value ?? ''}
              onChange={(url) => {
                logo.onChange(url);
                if (url) form.setValue('iconCode', '');
              }}
              error={logoState.error?.message}
              disabled={busy}
            />
          ),
        },
        { name: 'description', label: t('SHORT_DESC'), rows: 2 },
        {
          name: 'longDescription',
          render: () => (
            <MarkdownField form={form} name="longDescription" label={t('LONG_DESC')} disabled={busy} />
          ),
        },
      ]}
    />
  );
}

/** Additional info: use case, tags (unique keys), keywords, links, functions and the gallery. */
export function AdditionalInfoInputs({
  form,
  busy,
  initial,
}: {
  form: Form;
  busy: boolean;
  initial?: DemoAppInfo;
}) {
  const t = useLabels('DEMO_APPS');
  const { control, formState } = form;
  const { field: tags } = useController({ control, name: 'tags' });
  const { field: images } = useController({ control, name: 'images' });
  const tagError = (get(formState.errors, 'tags') as { message?: string } | undefined)?.message;
  const imageError = (get(formState.errors, 'images') as { message?: string } | undefined)?.message;
  return (
    <FormFields
      control={control}
      disabled={busy}
      fields={[
        {
          name: 'useCase',
          render: () => <MarkdownField form={form} name="useCase" label={t('USE_CASE')} disabled={busy} />,
        },
        {
          name: 'tags',
          render: () => (
            <>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('TAGS')}
              </Typography>
              <KeyValueEditor<Tag>
                value={tags.value ?? []}
                onChange={tags.onChange}
                keyOf={(tag) => tag.key}
                valueOf={(tag) => tag.value}
                create={(key, value) => ({ key, value })}
                labels={{
                  title: t('TAGS'),
                  name: t('TAG_KEY'),
                  value: t('TAG_VALUE'),
                  add: t('ADD'),
                  delete: t('DELETE'),
                  nameTaken: t('KEY_UNIQUE'),
                }}
                error={tagError}
                disabled={busy}
              />
            </>
          ),
        },
        {
          name: 'keywords',
          render: (field) => (
            <TextListField {...field} label={t('KEYWORDS')} helperText={t('KEYWORDS_HINT')} />
          ),
        },
        { name: 'demoLink', label: t('DEMO_LINK'), width: 'half', placeholder: 'https://' },
        { name: 'codeLink', label: t('CODE_LINK'), width: 'half', placeholder: 'https://' },
        {
          name: 'functionIds',
          render: () => (
            <Controller
              control={control}
              name="functionIds"
              render={({ field, fieldState }) => (
                <FunctionPicker
                  initial={initial?.functions ?? []}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
          ),
        },
        {
          name: 'images',
          render: () => (
            <GalleryField
              value={images.value ?? []}
              onChange={images.onChange}
              error={imageError}
              disabled={busy}
            />
          ),
        },
      ]}
    />
  );
}

type Brief = { id: number; name: string };

/** The owner's microservices (type 102), searched as typed; each may be picked once (001 section 5). */
function FunctionPicker(props: {
  initial: Brief[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const t = useLabels('DEMO_APPS');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search);
  const choices = useScopedQuery('demoApps.functions', { search: debounced }, { keepPrevious: true });
  const [known, setKnown] = useState<Brief[]>(props.initial);
  const byId = new Map([...known, ...(choices.data?.results ?? [])].map((f) => [f.id, f]));
  const chosen = props.value.map((id) => byId.get(id)).filter((f): f is Brief => Boolean(f));
  return (
    <>
      <TagPicker
        label={t('FUNCTIONS')}
        options={choices.data?.results ?? []}
        value={chosen}
        loading={choices.isFetching}
        onSearch={setSearch}
        disabled={props.disabled}
        noOptionsText={t('NO_FUNCTIONS')}
        onChange={(next) => {
          setKnown(next);
          props.onChange(next.map((f) => f.id));
        }}
      />
      {props.error && (
        <Typography variant="caption" color="error">
          {props.error}
        </Typography>
      )}
    </>
  );
}
