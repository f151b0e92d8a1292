import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DEMO_APP_CATEGORY_LIST, DEMO_APP_ICON_LIST, type DemoAppInfo } from '@console/contract';
import { FormFields } from '../../components/form-fields';
import { FunctionPicker } from '../../components/function-picker';
import { MarkdownField, markdownLabels } from '../../components/markdown-field';
import { TagsField, tagLabels } from '../../components/tags-field';
import { TextListField } from '../../components/text-list-field';
import { useFormField } from '../../components/use-form-field';
import { useLabels } from '../../lib/labels';
import { GalleryField, LogoUpload } from './demo-app-images';
import type { demoAppFormSchema } from './demo-app-form-dialog';

export type DemoAppFormValues = z.input<typeof demoAppFormSchema>;
type Form = UseFormReturn<DemoAppFormValues, unknown, z.output<typeof demoAppFormSchema>>;

/** Basic info: name, category, URL code, the logo (an icon of the list, or an upload), descriptions. */
export function BasicInfoInputs({ form, busy }: { form: Form; busy: boolean }) {
  const t = useLabels('DEMO_APPS');
  const markdown = markdownLabels(t);
  const { field: logo, error: logoError } = useFormField({ control: form.control, name: 'logoUrl' });
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
              error={logoError}
              disabled={busy}
            />
          ),
        },
        { name: 'description', label: t('SHORT_DESC'), rows: 2 },
        {
          name: 'longDescription',
          render: (field) => <MarkdownField {...field} label={t('LONG_DESC')} labels={markdown} />,
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
  const markdown = markdownLabels(t);
  const { control } = form;
  const { field: images, error: imageError } = useFormField({ control, name: 'images' });
  return (
    <FormFields
      control={control}
      disabled={busy}
      fields={[
        {
          name: 'useCase',
          render: (field) => <MarkdownField {...field} label={t('USE_CASE')} labels={markdown} />,
        },
        {
          name: 'tags',
          render: (field) => <TagsField {...field} labels={tagLabels(t, t('KEY_UNIQUE'))} />,
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
          render: (field) => (
            <FunctionPicker
              {...field}
              call="demoApps.functions"
              label={t('FUNCTIONS')}
              noOptionsText={t('NO_FUNCTIONS')}
              initial={initial?.functions ?? []}
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
