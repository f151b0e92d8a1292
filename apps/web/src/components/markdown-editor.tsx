import { useId, useState } from 'react';
import { Box, FormHelperText, Tab, Tabs, TextField, Typography } from '@mui/material';
import { MarkdownView } from './markdown-view';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  writeLabel?: string;
  previewLabel?: string;
  /** Shown in the preview when the text is empty. */
  emptyPreview?: string;
  error?: string;
  helperText?: string;
  minRows?: number;
  disabled?: boolean;
}

const TABS = ['write', 'preview'] as const;
type MarkdownTab = (typeof TABS)[number];

/** A markdown field: a plain textarea (Write) and its safely rendered preview (Preview). */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { label, value, onChange, onBlur, error, helperText, minRows = 8, disabled } = props;
  const [tab, setTab] = useState<MarkdownTab>('write');
  const id = useId();
  const tabLabels = { write: props.writeLabel ?? 'Write', preview: props.previewLabel ?? 'Preview' };
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={`${id}-label`} variant="subtitle2" color={error ? 'error' : 'text.secondary'}>
          {label}
        </Typography>
        <Tabs value={tab} onChange={(_, next: MarkdownTab) => setTab(next)} sx={{ minHeight: 36 }}>
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={tabLabels[value]}
              sx={{ minHeight: 36, py: 0, textTransform: 'none' }}
              id={`${id}-${value}`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
      </Box>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ pt: 1.5 }}>
        {tab === 'write' ? (
          <TextField
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            multiline
            minRows={minRows}
            maxRows={24}
            fullWidth
            disabled={disabled}
            error={Boolean(error)}
            slotProps={{
              htmlInput: { 'aria-label': label, spellCheck: true },
              input: { sx: { fontFamily: 'monospace', fontSize: 14 } },
            }}
          />
        ) : (
          <Box
            sx={{
              minHeight: minRows * 23,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              maxHeight: 480,
              overflowY: 'auto',
            }}
          >
            <MarkdownView source={value} emptyText={props.emptyPreview ?? 'Nothing to preview'} />
          </Box>
        )}
      </Box>
      {(error || helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </Box>
  );
}
