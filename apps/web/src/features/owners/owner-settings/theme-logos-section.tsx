import { LOGO_FIELDS, MAX_UPLOAD_BYTES, type LogoField } from '@console/contract';
import { ImageUploadField, type PendingImage } from '../../../components/image-upload-field';
import { useLabels } from '../../../lib/labels';
import { LOGO_LABELS, useThemeForm } from './theme-form';
import { ThemeFieldGrid, ThemeSection } from './theme-section';

export type PendingLogos = Partial<Record<LogoField, PendingImage>>;

interface ThemeLogosSectionProps {
  pending: PendingLogos;
  onPendingChange: (field: LogoField, next: PendingImage | null) => void;
  /** A logo's chosen file is being checked (true) or its check ended (false). */
  onCheckingChange: (field: LogoField, checking: boolean) => void;
  disabled?: boolean;
}

/** The five logos: stored URLs live in the form, chosen files wait here until Save uploads them. */
export function ThemeLogosSection({
  pending,
  onPendingChange,
  onCheckingChange,
  disabled,
}: ThemeLogosSectionProps) {
  const t = useLabels('OWNER_SET');
  const { clearErrors } = useThemeForm();
  return (
    <ThemeSection name="logos" title={t('LOGOS')}>
      <ThemeFieldGrid
        columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' }}
        names={LOGO_FIELDS}
        render={(name, field, error) => (
          <ImageUploadField
            label={t(LOGO_LABELS[name])}
            value={{ url: field.value ?? null, pending: pending[name] ?? null }}
            onChange={(next) => {
              clearErrors(name);
              field.onChange(next.url);
              onPendingChange(name, next.pending);
            }}
            error={error}
            uploadLabel={t('UPLOAD')}
            removeLabel={t('REMOVE')}
            emptyLabel={t('NO_LOGO')}
            maxBytes={MAX_UPLOAD_BYTES}
            tooLargeLabel={t('FILE_TOO_LARGE', { size: MAX_UPLOAD_BYTES / 1024 / 1024 })}
            notImageLabel={t('NOT_AN_IMAGE')}
            onChecking={(checking) => onCheckingChange(name, checking)}
            disabled={disabled}
          />
        )}
      />
    </ThemeSection>
  );
}
