import { Box, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DemoAppRow } from '@console/contract';
import { ChipList } from '../../components/chip-list';
import { dateColumn } from '../../components/crud/columns';
import { CrudList } from '../../components/crud/crud-list';
import { DetailFields } from '../../components/crud/detail-field';
import { FieldGrid } from '../../components/crud/field-grid';
import { screenPage } from '../../components/crud/screen-page';
import { MarkdownView } from '../../components/markdown-view';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { DemoAppFormDialog } from './demo-app-form-dialog';
import { DemoAppLogo } from './demo-app-images';

/** /demoapp: Content - Demo Apps (001 section 2.8), the acting owner's. */
export const DemoAppsPage = screenPage('DEMO_APPS', DemoApps);

/** Name, description, updated date; Add (the two-step wizard), Edit, Delete of the selected apps. */
function DemoApps() {
  const t = useLabels('DEMO_APPS');
  const formatDate = useFormatDate();
  const columns: GridColDef<DemoAppRow>[] = [
    { field: 'name', headerName: t('NAME'), flex: 1, minWidth: 160 },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 2, minWidth: 220, sortable: false },
    dateColumn('dateUpdated', t('UPDATED_DATE'), formatDate),
  ];
  return (
    <CrudList
      call="demoApps.list"
      columns={columns}
      t={t}
      add={t('ADD')}
      edit={t('EDIT')}
      remove={{ call: 'demoApps.delete' }}
      detail={{
        call: 'demoApps.info',
        title: t('DEMO_APP'),
        subtitle: (a) => a.name,
        children: (a) => (
          <>
            <Stack direction="row" spacing={2} alignItems="center">
              <DemoAppLogo iconCode={a.iconCode} logoUrl={a.logoUrl} alt={t('LOGO')} size={56} />
              <Typography variant="h6" component="p">
                {a.name}
              </Typography>
            </Stack>
            <FieldGrid>
              <DetailFields t={t} fields={{ CATEGORY: a.categoryName, URL_CODE: a.urlCode }} />
            </FieldGrid>
            <DetailFields
              t={t}
              fields={{
                SHORT_DESC: a.description,
                LONG_DESC: markdownOf(a.longDescription),
                USE_CASE: markdownOf(a.useCase),
                TAGS: <Chips items={a.tags.map((tag) => `${tag.key}: ${tag.value}`)} />,
                KEYWORDS: <Chips items={a.keywords} />,
              }}
            />
            <FieldGrid>
              <DetailFields t={t} fields={{ DEMO_LINK: linkOf(a.demoLink), CODE_LINK: linkOf(a.codeLink) }} />
            </FieldGrid>
            <DetailFields
              t={t}
              fields={{
                FUNCTIONS: <Chips items={a.functions.map((f) => f.name)} />,
                GALLERY: a.images.length > 0 && (
                  <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mt: 0.5 }}>
                    {a.images.map((img, i) => (
                      <Box
                        key={img.id}
                        component="img"
                        src={img.url}
                        alt={t('IMAGE_N', { n: i + 1 })}
                        sx={{
                          width: 160,
                          maxWidth: '100%',
                          aspectRatio: '16 / 9',
                          objectFit: 'cover',
                          borderRadius: 1,
                        }}
                      />
                    ))}
                  </Stack>
                ),
              }}
            />
          </>
        ),
      }}
      form={(id, onClose) => <DemoAppFormDialog id={id} onClose={onClose} />}
    />
  );
}

/** Texts as chips in a row (nothing when there are none). */
function Chips({ items }: { items: string[] }) {
  return <ChipList items={items} size="small" sx={{ mt: 0.5 }} />;
}

/** A link in full, opened in a new tab (DetailField wraps a long one inside its cell). */
const linkOf = (url: string) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  ) : (
    ''
  );
/** Markdown rendered sanitised, or nothing (the field then shows '—'). */
const markdownOf = (source: string) => (source ? <MarkdownView source={source} /> : '');
