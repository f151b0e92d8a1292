import { DetailField } from '../../components/crud/detail-field';
import { FieldGrid } from '../../components/crud/field-grid';
import { RecordDetailDialog, type DetailOpening } from '../../components/crud/record-detail-dialog';
import { useLabels } from '../../lib/labels';

/** The read-only detail of a registration (002 section 2.8); Edit is not offered once approved. */
export function RegistrationDetail(opening: DetailOpening) {
  const t = useLabels('REG_MS');
  return (
    <RecordDetailDialog
      {...opening}
      call="registrations.info"
      title={t('DETAIL_TITLE')}
      subtitle={(r) => r.name}
      editable={(r) => r.status !== 'approved'}
      t={t}
    >
      {(r) => (
        <FieldGrid>
          <DetailField label={t('NAME')} value={r.name} />
          <DetailField label={t('DEPLOYMENT_TYPE')} value={r.deploymentType} />
          <DetailField label={t('CODE')} value={r.code} />
          <DetailField label={t('DESCRIPTION')} value={r.description} />
          {r.status === 'approved' && <DetailField label={t('MODEL_STATUS')} value={r.modelStatus} />}
          <DetailField label={t('CPU')} value={String(r.resourceCpu)} />
          <DetailField label={t('MEMORY')} value={String(r.resourceMemory)} />
          <DetailField label={t('GPU')} value={r.enableGpu} />
          <DetailField
            label={t('ENV_VARIABLES')}
            value={r.envVariables.map((e) => `${e.key}=${e.value}`).join(', ')}
          />
          <DetailField label={t('PORT')} value={String(r.modelImagePort)} />
          <DetailField label={t('END_POINT')} value={r.endpoint} />
          <DetailField label={t('VERSION')} value={r.version} />
        </FieldGrid>
      )}
    </RecordDetailDialog>
  );
}
