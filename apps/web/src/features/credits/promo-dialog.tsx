import { useState } from 'react';
import { TextField } from '@mui/material';
import { formatCredit, type CallOutput } from '@console/contract';
import { ActionDialog } from '../../components/crud/action-dialog';
import { SaveButton } from '../../components/crud/save-button';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useCallMutation } from '../../lib/query';
import { usePromoErrorText } from './promo-errors';

/**
 * Promo code entry, then the applied confirmation with the credit and its validity (002 sections 2.7,
 * 3, 5 and 8): a refused code shows its message from the PROMO_REFERRAL_ERROR_MSG code list.
 */
export function PromoDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const t = useLabels('CREDITEXPIRY');
  const m = useMessages('CREDITEXPIRY');
  const formatDate = useFormatDate();
  const messageOf = usePromoErrorText();
  const redeem = useCallMutation('credits.redeem');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<CallOutput<'credits.redeem'> | null>(null);

  const apply = async () => {
    if (!code.trim()) return setError(m('INVALID_PROMO'));
    setError(null);
    try {
      setApplied(await redeem.mutateAsync({ orgId, code }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  if (applied)
    return (
      <SuccessDialog
        open
        title={t('APPLIED_TITLE')}
        message={`${t('APPLIED_CREDIT', { amount: formatCredit(applied.promocredits) })}. ${t(
          'APPLIED_VALIDITY',
          {
            date: formatDate(applied.promoexpiry),
          },
        )}`}
        doneLabel={t('OKAY')}
        onDone={onClose}
      />
    );
  return (
    <ActionDialog
      title={t('PROMO_TITLE')}
      width={480}
      onClose={onClose}
      cancelLabel={t('CANCEL')}
      actions={
        <SaveButton
          busy={redeem.isPending}
          labels={{ save: t('APPLY'), saving: t('APPLY') }}
          onClick={() => void apply()}
        />
      }
    >
      <TextField
        autoFocus
        fullWidth
        label={t('PROMO_CODE')}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void apply();
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 60, autoCapitalize: 'characters' } }}
      />
    </ActionDialog>
  );
}
