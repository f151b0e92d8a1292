import type { Handlers } from '../../http/context';
import { codeListValuesOf, labelsByScreen, languagesOfOwner } from './localisation.service';

export const localisationHandlers = {
  'labels.byScreen': (input, ctx) => labelsByScreen(ctx, input),
  'codeLists.values': (input, ctx) => codeListValuesOf(ctx, input),
  'languages.ofOwner': (input, ctx) => languagesOfOwner(ctx, input.ownerId),
} satisfies Partial<Handlers>;
