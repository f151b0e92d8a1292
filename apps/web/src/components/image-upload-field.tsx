import { useId, useRef, useState } from 'react';
import { isAcceptedImage } from '../lib/image-check';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/** A file chosen in the browser but not uploaded yet, with a local preview URL. */
export interface PendingImage {
  file: File;
  preview: string;
}

export interface ImageValue {
  /** The stored image URL (from an earlier upload), or null. */
  url: string | null;
  /** A newly chosen file; it replaces url once uploaded. */
  pending: PendingImage | null;
}

interface ImageUploadFieldProps {
  label: string;
  value: ImageValue;
  onChange: (next: ImageValue) => void;
  uploadLabel: string;
  removeLabel: string;
  emptyLabel: string;
  /** The server's (or the form's) message for this image, e.g. an unsupported type or a too large file. */
  error?: string;
  /** Files larger than this are refused at once with tooLargeLabel. */
  maxBytes?: number;
  tooLargeLabel?: string;
  /** Shown at once when the chosen file's bytes are not a PNG, JPEG, GIF or WebP image. */
  notImageLabel?: string;
  disabled?: boolean;
  /**
   * Told true while a chosen file's bytes are being checked and false when the check ends (or the pick is
   * replaced or removed): a form keeps Save disabled meanwhile, so it never stores the image as unchosen.
   */
  onChecking?: (checking: boolean) => void;
}

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** Frees a pending image's preview URL once it is no longer shown. */
export function releasePendingImage(pending: PendingImage | null | undefined) {
  if (pending?.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(pending.preview);
}

/**
 * One image (image/*): a preview, Upload to choose a file (one kept) and Remove. A chosen file is
 * checked at once, by size and by its bytes (a text file named .png or a PDF is refused with a message).
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, onChange, uploadLabel, removeLabel, emptyLabel, maxBytes, tooLargeLabel, disabled } =
    props;
  const inputRef = useRef<HTMLInputElement>(null);
  const picks = useRef(0);
  const labelId = useId();
  const [refused, setRefused] = useState<'tooLarge' | 'notImage' | null>(null);
  const src = value.pending?.preview || value.url;
  const error =
    refused === 'tooLarge'
      ? (tooLargeLabel ?? 'The file is too large')
      : refused === 'notImage'
        ? (props.notImageLabel ?? 'Choose a PNG, JPEG, GIF or WebP image')
        : props.error;

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const pick = ++picks.current;
    if (maxBytes !== undefined && file.size > maxBytes) {
      setRefused('tooLarge');
      return;
    }
    props.onChecking?.(true);
    const image = await isAcceptedImage(file).catch(() => false);
    if (pick !== picks.current) return; // a later pick (or Remove) wins, and ends the check itself
    props.onChecking?.(false);
    if (!image) {
      setRefused('notImage');
      return;
    }
    setRefused(null);
    releasePendingImage(value.pending);
    onChange({ url: value.url, pending: { file, preview: previewOf(file) } });
  };
  const remove = () => {
    picks.current += 1;
    props.onChecking?.(false);
    setRefused(null);
    releasePendingImage(value.pending);
    onChange({ url: null, pending: null });
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} variant="subtitle2">
        {label}
      </Typography>
      <Box
        sx={{
          height: 88,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.50',
          overflow: 'hidden',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ maxHeight: 80, maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {emptyLabel}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled}
        >
          {uploadLabel}
          <input
            ref={inputRef}
            hidden
            type="file"
            accept="image/*"
            aria-label={`${uploadLabel} ${label}`}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={remove}
          disabled={disabled || !src}
          aria-label={`${removeLabel} ${label}`}
        >
          {removeLabel}
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {value.pending && !error && (
        <FormHelperText sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {value.pending.file.name}
        </FormHelperText>
      )}
    </Stack>
  );
}
