import type { Handlers } from '../../http/context';
import { deleteLists, listInfo, listLists, saveList } from './code-lists.service';
import { deleteValues, listValues, saveValue, valueInfo } from './code-values.service';
import { deleteTexts, listTexts, saveText, textInfo } from './flexy-texts.service';
import { toErrorRow, toLabelRow } from './flexy-texts.mapper';
import { ERROR_TABLE, LABEL_TABLE } from './flexy-texts.repository';
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
  'labels.list': (input, ctx) => listTexts(LABEL_TABLE, toLabelRow, ctx, input),
  'labels.info': (input, ctx) => textInfo(LABEL_TABLE, toLabelRow, ctx, input),
  'labels.save': (input, ctx) => saveText(LABEL_TABLE, ctx, input),
  'labels.delete': (input, ctx) => deleteTexts(LABEL_TABLE, ctx, input),
  'errors.list': (input, ctx) => listTexts(ERROR_TABLE, toErrorRow, ctx, input),
  'errors.info': (input, ctx) => textInfo(ERROR_TABLE, toErrorRow, ctx, input),
  'errors.save': (input, ctx) => saveText(ERROR_TABLE, ctx, input),
  'errors.delete': (input, ctx) => deleteTexts(ERROR_TABLE, ctx, input),
  'codeLists.list': (input, ctx) => listLists(ctx, input),
  'codeLists.info': (input, ctx) => listInfo(ctx, input),
  'codeLists.save': (input, ctx) => saveList(ctx, input),
  'codeLists.delete': (input, ctx) => deleteLists(ctx, input),
  'codeValues.list': (input, ctx) => listValues(ctx, input),
  'codeValues.info': (input, ctx) => valueInfo(ctx, input),
  'codeValues.save': (input, ctx) => saveValue(ctx, input),
  'codeValues.delete': (input, ctx) => deleteValues(ctx, input),
  'subValues.list': (input, ctx) => listSubs(ctx, input),
  'subValues.save': (input, ctx) => saveSub(ctx, input),
  'subValues.delete': (input, ctx) => deleteSubs(ctx, input),
  'localisation.export': (input, ctx) => exportLocalisation(ctx, input),
  'localisation.previewImport': (input, ctx) => previewImport(ctx, input),
  'localisation.import': (input, ctx) => importLocalisation(ctx, input),
} satisfies Partial<Handlers>;
