import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

// 002 section 9: copy tooltips show for a short while.
const SHOWN_MS = 1000;

/** Copies `text` to the clipboard; its tooltip says it did for a moment. */
export function CopyButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Tooltip title={copied ? copiedLabel : label}>
      <IconButton
        aria-label={label}
        size="small"
        onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
