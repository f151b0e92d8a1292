import { useId, useRef, type ReactNode } from 'react';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { DEMO_APP_IMAGES_MAX } from '@console/contract';
import { useImageUpload, type UploadRefusal } from '../../components/use-image-upload';
import { useLabels } from '../../lib/labels';

/** The DEMO_APPS_ICONS codes the console draws; any other code of the list gets the generic icon. */
const ICONS: Record<string, typeof AppsOutlinedIcon> = {
  ICON_CHAT: ChatOutlinedIcon,
  ICON_VISION: VisibilityOutlinedIcon,
  ICON_CHART: BarChartOutlinedIcon,
};

/** A demo app's logo: its uploaded image, else its icon, else the generic icon. */
export function DemoAppLogo({
  iconCode,
  logoUrl,
  alt,
  size = 40,
}: {
  iconCode: string;
  logoUrl: string;
  alt: string;
  size?: number;
}) {
  if (logoUrl) return <Avatar variant="rounded" src={logoUrl} alt={alt} sx={{ width: size, height: size }} />;
  const Icon = ICONS[iconCode] ?? AppsOutlinedIcon;
  return (
    <Avatar
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'primary.main' }}
      role="img"
      aria-label={alt}
    >
      <Icon aria-hidden />
    </Avatar>
  );
}

function useRefusalText() {
  const t = useLabels('DEMO_APPS');
  return (r: UploadRefusal | null, server?: string) =>
    r?.kind === 'tooLarge'
      ? t('TOO_LARGE')
      : r?.kind === 'notImage'
        ? t('NOT_IMAGE')
        : r?.kind === 'failed'
          ? r.message
          : server;
}

/** Upload: a button over a hidden file input; each chosen file is handed over. */
function UploadButton(props: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Button
      component="label"
      size="small"
      variant="outlined"
      startIcon={props.busy ? <CircularProgress size={16} /> : <UploadIcon />}
      disabled={props.disabled || props.busy}
    >
      {props.label}
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*"
        multiple={props.multiple}
        aria-label={props.label}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (input.current) input.current.value = '';
          props.onFiles(files);
        }}
      />
    </Button>
  );
}

/** An image field of the demo app form: its value, and the server's message for it. */
interface ImageFieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
}

/** A labelled group that uploads images: the upload's refusal (else the server's message) shows under it. */
function UploadGroup(props: {
  label: string;
  error?: string;
  children: (upload: ReturnType<typeof useImageUpload>) => ReactNode;
}) {
  const upload = useImageUpload();
  const labelId = useId();
  const message = useRefusalText()(upload.refusal, props.error);
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">
        {props.label}
      </Typography>
      {props.children(upload)}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Stack>
  );
}

/** The uploaded logo (mIconUrl): a preview, Upload (uploaded at once) and Remove. */
export function LogoUpload({ value, onChange, error, disabled }: ImageFieldProps<string>) {
  const t = useLabels('DEMO_APPS');
  return (
    <UploadGroup label={t('LOGO')} error={error}>
      {({ upload, uploading }) => (
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          {value ? (
            <Box
              component="img"
              src={value}
              alt={t('LOGO')}
              sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('NO_LOGO')}
            </Typography>
          )}
          <UploadButton
            label={`${t('UPLOAD')} ${t('LOGO')}`}
            busy={uploading}
            disabled={disabled}
            onFiles={async ([file]) => {
              const url = file && (await upload(file));
              if (url) onChange(url);
            }}
          />
          <Button size="small" color="error" onClick={() => onChange('')} disabled={disabled || !value}>
            {`${t('REMOVE')} ${t('LOGO')}`}
          </Button>
        </Stack>
      )}
    </UploadGroup>
  );
}

type GalleryImage = { id?: number; url: string };

/** The gallery: thumbnails, each with Delete, and Add image (several files, each uploaded at once). */
export function GalleryField({ value, onChange, error, disabled }: ImageFieldProps<GalleryImage[]>) {
  const t = useLabels('DEMO_APPS');
  const add = async (upload: (file: File) => Promise<string | null>, files: File[]) => {
    let images = value;
    for (const file of files) {
      if (images.length >= DEMO_APP_IMAGES_MAX) break;
      const url = await upload(file);
      if (url) onChange((images = [...images, { url }]));
    }
  };
  return (
    <UploadGroup label={t('GALLERY')} error={error}>
      {({ upload, uploading }) => (
        <>
          {value.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('NO_IMAGES')}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {value.map((img, i) => (
              <Box
                component="li"
                key={img.id ?? img.url}
                sx={{ position: 'relative', width: 120, height: 72 }}
              >
                <Box
                  component="img"
                  src={img.url}
                  alt={t('IMAGE_N', { n: i + 1 })}
                  sx={{
                    width: 1,
                    height: 1,
                    objectFit: 'cover',
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
                <IconButton
                  size="small"
                  aria-label={t('DELETE_IMAGE', { n: i + 1 })}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
          <Box>
            <UploadButton
              label={t('ADD_IMAGE')}
              multiple
              busy={uploading}
              disabled={disabled || value.length >= DEMO_APP_IMAGES_MAX}
              onFiles={(files) => void add(upload, files)}
            />
          </Box>
        </>
      )}
    </UploadGroup>
  );
}
