import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import PaletteIcon from '@mui/icons-material/Palette';
import { CentredSpinner } from '../../components/crud/centred-spinner';
import { OwnerBreadcrumbs } from '../../components/owner-breadcrumbs';
import { useOwnerSettings } from '../../lib/branding';
import { useLabels } from '../../lib/labels';
import { useOwnerId } from '../../lib/owner-scope';
import { useOwnerInfo } from './api/get-owner-info';
import { LogoPreviews } from './owner-settings/logo-previews';
import { OwnerInfoCard } from './owner-settings/owner-info-card';
import { useCanEditTheme } from './owner-settings/permissions';
import { ThemeDialog } from './owner-settings/theme-dialog';

/** /ownersettings: the scoped owner's details and logos, and Edit Theme (000 section 2.4). */
export function OwnerSettingsPage() {
  const t = useLabels('OWNER_SET');
  const ownerId = useOwnerId();
  const info = useOwnerInfo();
  const settings = useOwnerSettings();
  const canEdit = useCanEditTheme();
  const [editing, setEditing] = useState(false);
  const failed = info.error ?? settings.error;

  const editButton = canEdit && settings.data && (
    <Button variant="contained" startIcon={<PaletteIcon />} onClick={() => setEditing(true)}>
      {t('EDIT_THEME')}
    </Button>
  );

  return (
    <Box>
      <OwnerBreadcrumbs screen="Platform Setting - Owner Settings" />
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {t('HEADING')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('LOAD_FAILED')}: {failed.message}
        </Alert>
      )}
      {info.isPending && !failed && <CentredSpinner label={t('HEADING')} />}
      {info.data && (
        <OwnerInfoCard info={info.data} action={editButton}>
          {settings.data && <LogoPreviews settings={settings.data} />}
        </OwnerInfoCard>
      )}
      {editing && settings.data && (
        <ThemeDialog key={ownerId} settings={settings.data} onClose={() => setEditing(false)} />
      )}
    </Box>
  );
}
