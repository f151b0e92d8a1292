import type { Microservice } from '@console/contract';
import { ChipList } from '../../../components/chip-list';
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
          <ChipList items={ms.keywords} size="small" gap={0.5} />
        </DetailField>
        <DetailField label={t('TAGS')} wide>
          <ChipList
            items={ms.tags.map((tag) => ({
              key: tag.key,
              label: `${tag.key}: ${tag.value}`,
              outlined: true,
            }))}
            size="small"
            gap={0.5}
          />
        </DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
