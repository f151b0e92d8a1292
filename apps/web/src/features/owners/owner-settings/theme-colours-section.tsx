import { useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { COLOUR_FIELDS, DEFAULT_COLOURS, hexColour } from '@console/contract';
import { ColourField } from '../../../components/colour-field';
import { contrastIssues } from '../../../lib/contrast';
import { useLabels } from '../../../lib/labels';
import type { Colours } from '../../../lib/theme';
import { COLOUR_LABELS, useThemeForm } from './theme-form';
import { ThemeFieldGrid, ThemeSection } from './theme-section';

/** The colours as typed so far; a field holding no colour yet counts as the default for the warning. */
function useTypedColours(): Colours {
  const { control } = useThemeForm();
  const values = useWatch({ control, name: [...COLOUR_FIELDS] });
  return useMemo(
    () =>
      Object.fromEntries(
        COLOUR_FIELDS.map((f, i) => {
          const typed = hexColour.safeParse(values[i]);
          return [f, typed.success ? typed.data : DEFAULT_COLOURS[f]];
        }),
      ) as Colours,
    [values],
  );
}

/** Warns while a pair of the owner's colours is hard to read (below WCAG's 4.5:1 for text). */
function ContrastWarning() {
  const t = useLabels('OWNER_SET');
  const colours = useTypedColours();
  const issues = useMemo(() => contrastIssues(colours), [colours]);
  if (!issues.length) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('CONTRAST_WARNING')}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {issues.map((issue) => (
          <li key={issue.pair}>
            {t('CONTRAST_PAIR', { pair: t(issue.pair), ratio: issue.ratio.toFixed(2) })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The fifteen theme colours, each a swatch, a picker and a #RRGGBB input. A text that is no colour stays
 * in the form (so Save shows its error instead of keeping the old colour unseen).
 */
export function ThemeColoursSection({ disabled }: { disabled?: boolean }) {
  const t = useLabels('OWNER_SET');
  return (
    <ThemeSection name="colours" title={t('COLOURS')}>
      <ContrastWarning />
      <ThemeFieldGrid
        columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }}
        names={COLOUR_FIELDS}
        render={(name, field, error) => (
          <ColourField
            name={field.name}
            label={t(COLOUR_LABELS[name])}
            pickLabel={t('PICK_COLOUR', { name: t(COLOUR_LABELS[name]) })}
            value={field.value}
            onChange={field.onChange}
            onInvalid={field.onChange}
            error={error}
            disabled={disabled}
          />
        )}
      />
    </ThemeSection>
  );
}
