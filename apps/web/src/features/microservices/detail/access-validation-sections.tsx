import type { Microservice } from '@console/contract';
import { ChipList } from '../../../components/chip-list';
import { useCodeList } from '../../../lib/code-lists';
import { useLabels } from '../../../lib/labels';
import { codeText } from '../microservice-display';
import { DetailField, DetailSection, DetailTable, ExternalLink, FieldGrid } from './detail-parts';

/** Access Details: access type and model export URL. */
export function AccessSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  const access = useCodeList('ACCESS_TYPE');
  return (
    <DetailSection id="ms-access" title={t('STEP_ACCESS')}>
      <FieldGrid>
        <DetailField label={t('ACCESS_TYPE')}>
          {ms.accessType && codeText(access.options, ms.accessType)}
        </DetailField>
        <DetailField label={t('MODEL_EXPORT')}>
          {ms.modelExport && <ExternalLink href={ms.modelExport} />}
        </DetailField>
      </FieldGrid>
    </DetailSection>
  );
}

/** Validation Settings: mandatory fields and limits. */
export function ValidationSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  const limitTypes = useCodeList('LIMIT_DATA_TYPE');
  return (
    <DetailSection id="ms-validation" title={t('STEP_VALIDATION')}>
      <FieldGrid>
        <DetailField label={t('MANDATORY_FIELDS')} wide>
          <ChipList items={ms.mandatoryFields} size="small" gap={0.5} />
        </DetailField>
        <DetailField label={t('LIMITS')} wide>
          <DetailTable
            label={t('LIMITS')}
            headers={[t('LIMIT_TYPE'), t('LOWER_LIMIT'), t('UPPER_LIMIT'), t('LIMIT_FIELD')]}
            rows={ms.limitFields.map((l) => [
              codeText(limitTypes.options, l.type),
              l.lowerLimit,
              l.upperLimit,
              l.field,
            ])}
            empty={t('NO_LIMITS')}
          />
        </DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
