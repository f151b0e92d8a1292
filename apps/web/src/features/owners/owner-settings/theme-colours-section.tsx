import { Box, Typography } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { COLOUR_FIELDS } from '@console/contract';
import { ColourField } from '../../../components/colour-field';
import { useLabels } from '../../../lib/labels';
import { COLOUR_LABELS, type ThemeFormOutput, type ThemeFormValues } from './theme-form';

/** The fifteen theme colours, each a swatch, a picker and a #RRGGBB input. */
export function ThemeColoursSection({ disabled }: { disabled?: boolean }) {
  const t = useLabels('OWNER_SET');
  const { control } = useFormContext<ThemeFormValues, unknown, ThemeFormOutput>();
  return (
    <Box component="section" aria-labelledby="theme-colours-heading">
      <Typography id="theme-colours-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('COLOURS')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {COLOUR_FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ColourField
                name={field.name}
                label={t(COLOUR_LABELS[name])}
                pickLabel={t('PICK_COLOUR', { name: t(COLOUR_LABELS[name]) })}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={disabled}
              />
            )}
          />
        ))}
      </Box>
    </Box>
  );
}
