import { useEffect, useRef } from 'react';
import { Alert, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import type { Microservice } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/call-key';
import { useLabels } from '../../../lib/labels';
import { useOwnerId } from '../../../lib/owner-scope';
import { useCallMutation } from '../../../lib/query';
import { isPodSettled, usePodStatus } from '../api/get-pod-status';
import { POD_STATUS_LABELS } from '../microservice-display';

/** Start a pod without a replica, stop one with a replica. */
const SCALE_BUTTONS = {
  start: { variant: 'contained', color: 'success', icon: <PlayArrowIcon />, label: 'START' },
  stop: { variant: 'outlined', color: 'error', icon: <StopIcon />, label: 'STOP' },
} as const;

/**
 * The pod's status with Start (no replica) or Stop (one replica). While it changes the buttons hide
 * behind 'Processing...' and the status is polled until status and replicas agree (000 section 4).
 */
export function PodControl({ ms, canScale }: { ms: Microservice; canScale: boolean }) {
  const t = useLabels('MIC_SET');
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  const pod = usePodStatus(ms.id, true);
  // The answer seeds the pod's query, which then polls; the rest of the area waits until it settles.
  const scale = useCallMutation('microservices.scalePod', {
    invalidates: false,
    onSuccess: (state) =>
      queryClient.setQueryData(callKey('microservices.podStatus', { id: ms.id, ownerId }), state),
  });
  const state = pod.data ?? { ...ms, changing: ms.podReplica !== ms.desiredReplica };
  const busy = scale.isPending || !isPodSettled(state);
  useRefreshWhenSettled(busy);
  const action = state.podReplica === 0 ? 'start' : state.podReplica > 0 ? 'stop' : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 36 }}>
        <Chip
          variant={state.podStatus === 'RUNNING' ? 'filled' : 'outlined'}
          color={state.podStatus === 'RUNNING' ? 'success' : 'default'}
          label={t(POD_STATUS_LABELS[state.podStatus])}
        />
        {busy && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{t('PROCESSING')}</Typography>
          </Stack>
        )}
        {!busy && canScale && action && (
          <Button
            size="small"
            variant={SCALE_BUTTONS[action].variant}
            color={SCALE_BUTTONS[action].color}
            startIcon={SCALE_BUTTONS[action].icon}
            onClick={() => scale.mutate({ id: ms.id, action })}
          >
            {t(SCALE_BUTTONS[action].label)}
          </Button>
        )}
      </Stack>
      {scale.error && (
        <Alert severity="error">
          {t('POD_FAILED')}: {scale.error.message}
        </Alert>
      )}
    </Stack>
  );
}

/** Once a change has settled, the table and the detail show the new status too. */
function useRefreshWhenSettled(busy: boolean) {
  const queryClient = useQueryClient();
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      void queryClient.invalidateQueries({ queryKey: callKey('microservices.list') });
      void queryClient.invalidateQueries({ queryKey: callKey('microservices.info') });
    }
    wasBusy.current = busy;
  }, [busy, queryClient]);
}
