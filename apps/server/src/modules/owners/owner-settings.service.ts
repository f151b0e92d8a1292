import { isPlatformStaff, PM_ONLY_FIELDS, type Branding, type OwnerSettings } from '@console/contract';
import { eq } from 'drizzle-orm';
import { owners } from '../../db/schema/index';
import { exists, forbidden, notFound, uniqueViolation } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { defaultSettings, toBranding, toOwnerSettings } from './owners.mapper';
import {
  domainTakenByOther,
  findBrandingSettings,
  findSettings,
  upsertSettings,
} from './owner-settings.repository';
import { resolveOwnerId } from './owner-scope';

export async function getOwnerSettings(
  ctx: CallContext,
  requested: number | undefined,
): Promise<OwnerSettings> {
  const ownerId = await resolveOwnerId(ctx, requested);
  const row = await findSettings(ctx.db, ownerId);
  return row ? toOwnerSettings(row) : defaultSettings(ownerId);
}

/** Theme, logos and settings in one save; PM-only fields may be changed by platform staff only. */
export async function saveOwnerSettings(ctx: CallContext, input: OwnerSettings): Promise<OwnerSettings> {
  const user = requireUser(ctx);
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const current = await findSettings(ctx.db, ownerId);
  const before = current ? toOwnerSettings(current) : defaultSettings(ownerId);
  if (!isPlatformStaff(user)) {
    const changed = PM_ONLY_FIELDS.filter((f) => (input[f] ?? null) !== (before[f] ?? null));
    if (changed.length) throw forbidden(`Only platform staff may change ${changed.join(', ')}`);
  }
  if (input.domainName && (await domainTakenByOther(ctx.db, input.domainName, ownerId)))
    throw exists('CONFLICT', 'domainName', 'This domain name is used by another owner');
  const row = await upsertSettings(ctx.db, { ...input, ownerId }).catch((err: unknown) => {
    // A concurrent save took the domain name after the check above.
    if (uniqueViolation(err) === 'owner_settings_domain_unique')
      throw exists('CONFLICT', 'domainName', 'This domain name is used by another owner');
    throw err;
  });
  const saved = toOwnerSettings(row);
  await ctx.audit({ targetType: 'owner_settings', targetId: ownerId, ownerId, before, after: saved });
  return saved;
}

export async function getBranding(ctx: CallContext): Promise<Branding> {
  const found = await findBrandingSettings(ctx.db, ctx.host);
  if (found) return toBranding(found.ownerName, toOwnerSettings(found.settings));
  const [platform] = await ctx.db
    .select({ id: owners.id, name: owners.name })
    .from(owners)
    .where(eq(owners.platformOwner, true));
  if (!platform) throw notFound('The platform has no administrator owner yet');
  return toBranding(platform.name, defaultSettings(platform.id));
}
