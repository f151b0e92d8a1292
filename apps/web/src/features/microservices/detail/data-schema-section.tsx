import type { Microservice } from '@console/contract';
import { useCodeList } from '../../../lib/code-lists';
import { useLabels } from '../../../lib/labels';
import { codeText } from '../microservice-display';
import { DetailSection, DetailTable } from './detail-parts';

/** Data Schema rows (class CLASS_DATA only): name, type, is null, length, description. */
export function DataSchemaSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  const types = useCodeList('DATA_TYPE');
  const rows = ms.dataSchema.map((row) => [
    row.name,
    codeText(types.options, row.type),
    row.isNull ? t('YES') : t('NO'),
    row.dataLength ?? '',
    row.description,
  ]);
  return (
    <DetailSection id="ms-schema" title={t('STEP_SCHEMA')}>
      <DetailTable
        label={t('STEP_SCHEMA')}
        headers={[t('SCHEMA_NAME'), t('SCHEMA_TYPE'), t('IS_NULL'), t('DATA_LENGTH'), t('SCHEMA_DESC')]}
        rows={rows}
        empty={t('NO_SCHEMA')}
      />
    </DetailSection>
  );
}
