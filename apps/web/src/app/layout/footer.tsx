import { Box, Link, Stack, Typography } from '@mui/material';
import { useLabels } from '../../lib/labels';

const LINKS = [
  ['TERMS', 'https://modelhub.example/terms'],
  ['PRIVACY', 'https://modelhub.example/privacy'],
  ['HELP', 'https://help.modelhub.example'],
  ['CONTACT', 'mailto:support@modelhub.example'],
] as const;

export function Footer({ logo }: { logo: string | null }) {
  const t = useLabels('MENU');
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 1.5, bgcolor: 'background.paper' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} component="nav" aria-label={t('FOOTER_LINKS')}>
          {LINKS.map(([code, href]) => (
            <Link
              key={code}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              variant="body2"
            >
              {t(code)}
            </Link>
          ))}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box component="img" src={logo ?? '/provider-logo.svg'} alt="Provider logo" sx={{ height: 22 }} />
          <Typography variant="caption" color="text.secondary">
            {t('COPYRIGHT')}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
