import { Box, Typography } from '@mui/material';
import { LOGO_FIELDS, type OwnerSettings } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { LOGO_LABELS } from './theme-form';

/** The owner's five logos as small previews. */
export function LogoPreviews({ settings }: { settings: OwnerSettings }) {
  const t = useLabels('OWNER_SET');
  return (
    <Box component="section" aria-labelledby="owner-logos-heading" sx={{ mt: 3 }}>
      <Typography
        id="owner-logos-heading"
        variant="subtitle2"
        component="h3"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        {t('LOGOS')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {LOGO_FIELDS.map((field) => {
          const url = settings[field];
          const label = t(LOGO_LABELS[field]);
          return (
            <Box key={field} component="figure" sx={{ m: 0, width: 128 }}>
              <Box
                sx={{
                  height: 64,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'grey.50',
                  overflow: 'hidden',
                }}
              >
                {url ? (
                  <Box
                    component="img"
                    src={url}
                    alt={label}
                    sx={{ maxHeight: 56, maxWidth: 120, objectFit: 'contain' }}
                  />
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    {t('NO_LOGO')}
                  </Typography>
                )}
              </Box>
              <Typography
                component="figcaption"
                variant="caption"
                sx={{ display: 'block', mt: 0.5, textAlign: 'center' }}
              >
                {label}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
