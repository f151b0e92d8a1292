import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CREDIT_ADDING,
  CREDIT_SORT_FIELDS,
  CREDIT_TYPES,
  EXPIRY_WARNING_DAYS,
  formatBalance,
  hasPermission,
  MARKETING_CREDIT,
  type CreditRow,
  type CreditState,
  type CreditType,
} from '@console/contract';
import { creditColumn, dateColumn, figureColumn } from '../../components/crud/columns';
import { CrudTable } from '../../components/crud/crud-table';
import { ListPage } from '../../components/crud/list-page';
import { useListFilter, useListState } from '../../components/crud/list-state';
import { AddButton } from '../../components/crud/toolbar-buttons';
import { SelectField } from '../../components/select-field';
import { StateToggle } from '../../components/state-toggle';
import { useCodeList } from '../../lib/code-lists';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useOwnerId } from '../../lib/owner-scope';
import { useScopedQuery } from '../../lib/query';
import { useSession } from '../../lib/session-store';
import { AddCreditDialog } from './add-credit-dialog';
import { BalanceChart } from './balance-chart';
import { PromoDialog } from './promo-dialog';

/** Orange with enough contrast on white for text (WCAG AA, 5:1). */
const WARNING_TEXT = '#b45309';

/** '(Expire Today)', '(Expire in 1 day)', '(Expire in N days)' within the warning window (002 section 4). */
export function expiryWarning(
  days: number | null,
  t: (code: 'EXPIRE_TODAY' | 'EXPIRE_ONE_DAY' | 'EXPIRE_DAYS', vars?: Record<string, number>) => string,
): string | null {
  if (days === null || days > EXPIRY_WARNING_DAYS) return null;
  if (days <= 0) return t('EXPIRE_TODAY');
  return days === 1 ? t('EXPIRE_ONE_DAY') : t('EXPIRE_DAYS', { n: days });
}

/**
 * /creditmanagement: Credit Management (002 section 2.7), the ledger of an organisation's Spending account.
 * PM staff pick the owner (the breadcrumb) and any of its organisations and may add credit; an owner's
 * administrators see their own organisations, a non-main organisation's administrator their own only,
 * without Add Credit (decision 0390). Everyone here may redeem a promo or referral code.
 */
export function CreditsPage() {
  const t = useLabels('CREDITEXPIRY');
  const session = useSession();
  const ownerId = useOwnerId();
  // 002 sections 2.7 and 6: adding credit only for org type main and not team space (PM staff here).
  const mayAdd = hasPermission(session, CREDIT_ADDING);
  // Select Organisation is for main organisations; a non-main organisation's user has only their own.
  const ownOrgOnly = session !== null && !session.orgIsMain && ownerId === session.owner;
  const formatDate = useFormatDate();
  const list = useListState();
  const orgs = useScopedQuery('credits.organisations', {});
  const types = useCodeList('CREDIT_TYPE');
  const [chosen, setChosen] = useListFilter<number | null>(list, null);
  const [state, setState] = useListFilter<CreditState>(list, 'active');
  const [creditType, setCreditType] = useListFilter<CreditType | ''>(list, '');
  const [dialog, setDialog] = useState<'add' | 'promo' | null>(null);
  const options = orgs.data?.results ?? [];
  // The main organisation first, until another is chosen.
  const orgId = options.some((o) => o.id === chosen) ? chosen : (options[0]?.id ?? null);

  const typeLabel = (type: string) => (type === MARKETING_CREDIT ? t('MARKETING_CREDIT') : t('TOPUP'));
  const columns: GridColDef<CreditRow>[] = [
    {
      field: 'priority',
      headerName: t('PRIORITY'),
      width: 90,
      renderCell: (p) =>
        list.query.page * list.query.pageSize + p.api.getRowIndexRelativeToVisibleRows(p.id) + 1,
    },
    {
      field: 'creditType',
      headerName: t('CREDIT_TYPE'),
      width: 150,
      sortable: false,
      valueGetter: (_v, row) => typeLabel(row.creditType),
    },
    { field: 'description', headerName: t('DESCRIPTION'), flex: 1, minWidth: 180, sortable: false },
    dateColumn('startDate', t('START_DATE'), formatDate, { width: 120 }),
    {
      field: 'expiryDate',
      headerName: t('EXPIRY_DATE'),
      width: 250,
      renderCell: ({ row }) => {
        const warning = expiryWarning(row.expiresInDays, t);
        return (
          <span>
            {formatDate(row.expiryDate)}
            {warning && (
              <Box component="span" sx={{ color: WARNING_TEXT, fontWeight: 600, ml: 0.5 }}>
                {warning}
              </Box>
            )}
          </span>
        );
      },
    },
    creditColumn('credit', t('CREDIT')),
    figureColumn('balance', t('BALANCE_CREDIT'), 140, {
      valueGetter: (_v, row) => formatBalance(row.reCredit),
    }),
  ];

  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('BREADCRUMB')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        {ownOrgOnly ? (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, minWidth: 240 }}>
            {options.find((o) => o.id === orgId)?.name}
          </Typography>
        ) : (
          <SelectField
            label={t('SELECT_ORG')}
            value={orgId ?? ''}
            options={options.map((o) => ({ value: o.id, label: o.name }))}
            onChange={(id) => setChosen(Number(id))}
            sx={{ minWidth: 240 }}
          />
        )}
        <SelectField
          label={t('SELECT_TYPE')}
          value={creditType}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          none={t('ALL_TYPES')}
          options={types.choices.filter((o) => (CREDIT_TYPES as readonly string[]).includes(o.value))}
          onChange={(type) => setCreditType(type as CreditType | '')}
          sx={{ minWidth: 200 }}
        />
        <StateToggle
          label={`${t('ACTIVE')} / ${t('EXPIRED')}`}
          value={state}
          options={[
            { value: 'active', label: t('ACTIVE') },
            { value: 'expired', label: t('EXPIRED') },
          ]}
          onChange={setState}
        />
      </Stack>
      {orgId === null ? (
        <Typography color="text.secondary">{t('CHOOSE_ORG')}</Typography>
      ) : (
        <Stack spacing={2}>
          <BalanceChart key={orgId} orgId={orgId} />
          <CrudTable
            call="credits.list"
            filters={{ orgId, state, ...(creditType ? { creditType } : {}) }}
            state={list}
            columns={columns}
            sortFields={CREDIT_SORT_FIELDS}
            selectable={false}
            t={t}
            actions={
              <>
                <Button variant="text" onClick={() => setDialog('promo')}>
                  {t('PROMO_LINK')}
                </Button>
                {mayAdd && <AddButton label={t('ADD_CREDIT')} onClick={() => setDialog('add')} />}
              </>
            }
          />
        </Stack>
      )}
      {orgId !== null && mayAdd && dialog === 'add' && (
        <AddCreditDialog orgId={orgId} onClose={() => setDialog(null)} />
      )}
      {orgId !== null && dialog === 'promo' && <PromoDialog orgId={orgId} onClose={() => setDialog(null)} />}
    </ListPage>
  );
}
