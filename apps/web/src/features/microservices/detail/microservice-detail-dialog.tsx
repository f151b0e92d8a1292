import type { Microservice } from '@console/contract';
import { DetailDialog } from '../../../components/crud/detail-dialog';
import { useLabels } from '../../../lib/labels';
import { useRecordQuery } from '../../../lib/query';
import { MicroserviceSections } from './microservice-sections';
import { PodControl } from './pod-control';

interface MicroserviceDetailDialogProps {
  id: number;
  open: boolean;
  onClose: () => void;
  onEdit: (ms: Microservice) => void;
}

/** 000 section 2.7: the microservice read-only, its pod with Start/Stop, then Cancel or Edit. */
export function MicroserviceDetailDialog({ id, open, onClose, onEdit }: MicroserviceDetailDialogProps) {
  const t = useLabels('MIC_SET');
  const info = useRecordQuery('microservices.info', id);
  const ms = info.data;
  return (
    <DetailDialog
      open={open}
      title={t('DETAIL_TITLE')}
      subtitle={ms?.name}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('DETAIL_FAILED'), loading: t('LOADING'), cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={ms && (() => onEdit(ms))}
      onClose={onClose}
      width={1000}
    >
      {ms && (
        <MicroserviceSections
          ms={ms}
          pod={<PodControl key={ms.id} ms={ms} canScale={ms.microType !== 'ASSIGN'} />}
        />
      )}
    </DetailDialog>
  );
}
