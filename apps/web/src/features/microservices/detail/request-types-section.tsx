import { Chip, Stack } from '@mui/material';
import type { Microservice } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { DetailSection, DetailTable, ExternalLink } from './detail-parts';

/** The request types: type, version with the latest marker, YAML and docs links. */
export function RequestTypesSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  const rows = ms.requestTypes.map((r) => [
    r.type,
    <Stack key="v" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{r.version}</span>
      {r.isLatest && <Chip size="small" color="primary" label={t('LATEST')} />}
    </Stack>,
    <ExternalLink key="y" href={r.yamlUrl} />,
    <ExternalLink key="d" href={r.docsUrl} />,
  ]);
  return (
    <DetailSection id="ms-types" title={t('STEP_TYPE')}>
      <DetailTable
        label={t('REQUEST_TYPES')}
        headers={[t('REQUEST_TYPE'), t('VERSION'), t('YAML_URL'), t('DOCS_URL')]}
        rows={rows}
        empty={t('NO_REQUEST_TYPES')}
      />
    </DetailSection>
  );
}
