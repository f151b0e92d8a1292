import type { ReactNode } from 'react';
import {
  Box,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

/** One titled section of the read-only detail view (a region named by its title). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A caption over its value; an empty value shows the none text. */
export function DetailField({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {/* Plain text keeps its line breaks; rendered content (markdown, links, chips) lays itself out. */}
      <Box
        sx={{
          typography: 'body2',
          overflowWrap: 'anywhere',
          whiteSpace: typeof children === 'string' ? 'pre-wrap' : undefined,
          color: empty ? 'text.disabled' : undefined,
        }}
      >
        {empty ? '—' : children}
      </Box>
    </Box>
  );
}

/** Fields in two columns on wide screens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

/** A read-only table of a microservice's rows, or the empty text when it has none. */
export function DetailTable({
  label,
  headers,
  rows,
  empty,
}: {
  label: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** An outside link, opened in a new tab. */
export function ExternalLink({ href }: { href: string }) {
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  );
}
