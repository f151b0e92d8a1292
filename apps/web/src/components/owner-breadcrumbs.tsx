import { Breadcrumbs, Link, MenuItem, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { routeAt } from '@console/contract';
import { useLabels } from '../lib/labels';
import { useCallQuery } from '../lib/query';
import { sessionStore, useConsoleState } from '../lib/session-store';

/** The owners PM staff may pick from; shared by the owner list and the breadcrumb picker. */
export function useOwnerList(enabled = true) {
  return useCallQuery('owners.list', {}, { enabled });
}

/**
 * Owners > owner > screen, with the owner picker, for users who may pick the owner (owner-drop).
 * Switching owner re-scopes every query at once; no page reload. A platform-wide screen (its route
 * declaration) has no picker: its data is the platform's whichever owner is picked.
 */
export function OwnerBreadcrumbs({ screen }: { screen: string }) {
  const t = useLabels('MENU');
  const { ownerDrop, owner } = useConsoleState();
  const platformWide = Boolean(routeAt(useLocation().pathname)?.platformWide);
  const owners = useOwnerList(ownerDrop && !platformWide);
  if (!ownerDrop) return null;
  if (platformWide)
    return (
      <Breadcrumbs aria-label={t('BREADCRUMB')} sx={{ mb: 2 }}>
        <Typography color="text.primary">{screen}</Typography>
      </Breadcrumbs>
    );
  const choose = (id: number) => {
    const row = owners.data?.results.find((o) => o.ownerId === id);
    if (row)
      sessionStore.update({
        owner: { ownerId: row.ownerId, ownerName: row.ownerName, ownerType: row.ownerType, desc: row.desc },
      });
  };
  return (
    <Breadcrumbs
      aria-label={t('BREADCRUMB')}
      sx={{ mb: 2, '& .MuiBreadcrumbs-li': { display: 'flex', alignItems: 'center' } }}
    >
      <Link component={RouterLink} to="/ownerlisting" underline="hover" color="inherit">
        {t('OWNERS')}
      </Link>
      <TextField
        select
        size="small"
        variant="standard"
        label={t('SELECT_OWNER')}
        value={owners.data ? (owner?.ownerId ?? '') : ''}
        onChange={(e) => choose(Number(e.target.value))}
        sx={{ minWidth: 200 }}
      >
        {(owners.data?.results ?? []).map((o) => (
          <MenuItem key={o.ownerId} value={o.ownerId}>
            {o.ownerName}
          </MenuItem>
        ))}
      </TextField>
      <Typography color="text.primary">{screen}</Typography>
    </Breadcrumbs>
  );
}
