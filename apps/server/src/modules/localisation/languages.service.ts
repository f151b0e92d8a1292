import { DEFAULT_LANG, LOCALISATION_MESSAGES, type Language } from '@console/contract';
import { AppError, notFound } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { resolveOwnerId } from '../owners/owner-scope';
import { ownerLanguageList } from './localisation.repository';
import {
  addOwnerLanguages,
  findLanguages,
  languageCatalogue,
  offeredLanguageIds,
  removeOwnerLanguages,
} from './languages.repository';

const invalid = (message: string) => new AppError('INVALID_INPUT', message, { languageIds: [message] });

export async function catalogueOfLanguages(ctx: CallContext): Promise<{ result: Language[] }> {
  return { result: await languageCatalogue(ctx.db) };
}

async function knownLanguages(ctx: CallContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await findLanguages(ctx.db, unique);
  if (found.length !== unique.length) throw invalid('Choose languages from the catalogue');
  return found;
}

/** Audits a change of the languages an owner offers, as the language codes before and after. */
function auditLanguages(ctx: CallContext, ownerId: number, before: Language[], after: Language[]) {
  return ctx.audit({
    targetType: 'owner_languages',
    targetId: ownerId,
    ownerId,
    before: before.map((l) => l.code),
    after: after.map((l) => l.code),
  });
}

export async function addLanguages(ctx: CallContext, input: { ownerId?: number; languageIds: number[] }) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const found = await knownLanguages(ctx, input.languageIds);
  const before = await ownerLanguageList(ctx.db, ownerId);
  const added = await addOwnerLanguages(
    ctx.db,
    ownerId,
    found.map((l) => Number(l.id)),
  );
  const result = await ownerLanguageList(ctx.db, ownerId);
  await auditLanguages(ctx, ownerId, before, result);
  return { message: added ? 'Successfully Added' : 'Already offered', result };
}

export async function removeLanguages(ctx: CallContext, input: { ownerId?: number; languageIds: number[] }) {
  const ownerId = await resolveOwnerId(ctx, input.ownerId);
  const found = await knownLanguages(ctx, input.languageIds);
  if (found.some((l) => l.code === DEFAULT_LANG)) throw invalid(LOCALISATION_MESSAGES.ENGLISH_NOT_REMOVABLE);
  const ids = found.map((l) => Number(l.id));
  const offered = await offeredLanguageIds(ctx.db, ownerId, ids);
  if (offered.length !== ids.length) throw notFound('The owner does not offer this language');
  const before = await ownerLanguageList(ctx.db, ownerId);
  await removeOwnerLanguages(ctx.db, ownerId, ids);
  const result = await ownerLanguageList(ctx.db, ownerId);
  await auditLanguages(ctx, ownerId, before, result);
  return { message: 'Successfully Deleted', result };
}
