import { Chip, Stack } from '@mui/material';
import type { Microservice } from '@console/contract';
import { useCodeList } from '../../../lib/code-lists';
import { useLabels } from '../../../lib/labels';
import { codeText } from '../microservice-display';
import { DetailField, DetailSection, ExternalLink, FieldGrid } from './detail-parts';

/** Data collection method, source, source link, keywords and key/value tags. */
export function AdditionalInfoSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  const sources = useCodeList('MICROSERVICE_SOURCE');
  return (
    <DetailSection id="ms-additional" title={t('STEP_ADDITIONAL')}>
      <FieldGrid>
        <DetailField label={t('DATA_COLLECT')}>{ms.dataCollectMethod}</DetailField>
        <DetailField label={t('SOURCE')}>{ms.source && codeText(sources.options, ms.source)}</DetailField>
        <DetailField label={t('WEB_LINK')} wide>
          {ms.webLink && <ExternalLink href={ms.webLink} />}
        </DetailField>
        <DetailField label={t('KEYWORDS')} wide>
          {ms.keywords.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {ms.keywords.map((k) => (
                <Chip key={k} size="small" label={k} />
              ))}
            </Stack>
          )}
        </DetailField>
        <DetailField label={t('TAGS')} wide>
          {ms.tags.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {ms.tags.map((tag) => (
                <Chip key={tag.key} size="small" variant="outlined" label={`${tag.key}: ${tag.value}`} />
              ))}
            </Stack>
          )}
        </DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
