import type { ReactElement, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Controller, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { useThemeForm, type ThemeFormValues } from './theme-form';

/** A part of the theme dialog under its own heading, which names it for screen readers (`theme-<name>-heading`). */
export function ThemeSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `theme-${name}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type GridColumns = Partial<Record<'xs' | 'sm' | 'md', string>>;

/** Fields of a section side by side: `columns`, the grid's columns at each breakpoint. */
export function ThemeGrid({ columns, children }: { columns: GridColumns; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>{children}</Box>;
}

/** A grid of the theme form's fields of one kind (its colours, its logos), each drawn by `render`. */
export function ThemeFieldGrid<N extends FieldPath<ThemeFormValues>>(props: {
  columns: GridColumns;
  names: readonly N[];
  render: (name: N, field: ControllerRenderProps<ThemeFormValues, N>, error?: string) => ReactElement;
}) {
  const { control } = useThemeForm();
  return (
    <ThemeGrid columns={props.columns}>
      {props.names.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => props.render(name, field, fieldState.error?.message)}
        />
      ))}
    </ThemeGrid>
  );
}
