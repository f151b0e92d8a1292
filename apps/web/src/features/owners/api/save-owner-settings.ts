import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGO_FIELDS, type LogoField, type OwnerSettings } from '@console/contract';
import { ApiError, call, uploadImage } from '../../../lib/api-client';
import { brandingKeys } from '../../../lib/branding';
import { callKey } from '../../../lib/call-key';
import { useOwnerId } from '../../../lib/owner-scope';

export interface SaveOwnerSettingsInput {
  values: OwnerSettings;
  /** Logos chosen but not uploaded yet; uploaded one by one before the settings are saved. */
  files: Partial<Record<LogoField, File>>;
  /** Told after each logo upload, so a retry after a later failure does not upload it again. */
  onUploaded?: (field: LogoField, url: string) => void;
}

/** An upload failure, reported as a field error of the logo it belongs to. */
function asFieldError(field: LogoField, error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(error.status, error.code, error.message, { [field]: [error.message] });
}

/** Uploads the chosen logos first, then saves settings and logo URLs in one ownerSettings.save. */
export async function saveOwnerSettings({
  values,
  files,
  onUploaded,
}: SaveOwnerSettingsInput): Promise<OwnerSettings> {
  const next: OwnerSettings = { ...values };
  for (const field of LOGO_FIELDS) {
    const file = files[field];
    if (!file) continue;
    const url = await uploadImage(file).catch((error: unknown) => {
      throw asFieldError(field, error);
    });
    next[field] = url;
    onUploaded?.(field, url);
  }
  return call('ownerSettings.save', next);
}

/** Saving restyles the console at once: the saved settings replace the cached ones the theme is built from. */
export function useSaveOwnerSettings() {
  const queryClient = useQueryClient();
  const ownerId = useOwnerId();
  return useMutation({
    mutationFn: saveOwnerSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(brandingKeys.settings(ownerId), saved);
      void queryClient.invalidateQueries({ queryKey: callKey('owners.info') });
    },
  });
}
