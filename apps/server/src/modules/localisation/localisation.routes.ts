import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { deleteLists, listInfo, listLists, saveList } from './code-lists.service';
import { deleteValues, listValues, saveValue, valueInfo } from './code-values.service';
import { screenTextServices } from './screen-texts.service';
import { ERRORS, LABELS } from './screen-texts.repository';
import { addLanguages, catalogueOfLanguages, removeLanguages } from './languages.service';
import { codeListValuesOf, errorsByScreen, labelsByScreen, languagesOfOwner } from './localisation.service';
import { deleteSubs, listSubs, saveSub } from './sub-values.service';
import { exportLocalisation, importLocalisation, previewImport } from './transfer.service';

export const localisationHandlers = {
  'labels.byScreen': (input, ctx) => labelsByScreen(ctx, input),
  'errors.byScreen': (input, ctx) => errorsByScreen(ctx, input),
  'codeLists.values': (input, ctx) => codeListValuesOf(ctx, input),
  'languages.ofOwner': (input, ctx) => languagesOfOwner(ctx, input.ownerId),
  'languages.catalogue': (_input, ctx) => catalogueOfLanguages(ctx),
  'languages.add': (input, ctx) => addLanguages(ctx, input),
  'languages.remove': (input, ctx) => removeLanguages(ctx, input),
  ...areaHandlers('labels', screenTextServices(LABELS)),
  ...areaHandlers('errors', screenTextServices(ERRORS)),
  ...areaHandlers('codeLists', { list: listLists, info: listInfo, save: saveList, delete: deleteLists }),
  ...areaHandlers('codeValues', { list: listValues, info: valueInfo, save: saveValue, delete: deleteValues }),
  ...areaHandlers('subValues', { list: listSubs, save: saveSub, delete: deleteSubs }),
  ...areaHandlers('localisation', {
    export: exportLocalisation,
    previewImport,
    import: importLocalisation,
  }),
} satisfies Partial<Handlers>;
