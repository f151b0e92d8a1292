import { ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import {
  exportInput,
  exportOutput,
  importInput,
  importOutput,
  importPreviewOutput,
} from './import-export.schema';

export const importExportCalls = {
  ...defineCalls({
    'localisation.export': {
      summary:
        "An owner's labels, errors and code lists as a CSV or JSON file, one record per code and language.",
      permission: ROUTES.labels.calls.read,
      mutates: false,
      input: exportInput,
      output: exportOutput,
    },
    'localisation.previewImport': {
      summary:
        'What importing a file would add, change and leave alone, and its bad records; writes nothing.',
      permission: ROUTES.labels.calls.read,
      mutates: false,
      input: importInput,
      output: importPreviewOutput,
    },
    'localisation.import': {
      summary: 'Import a file of labels, errors and code lists; nothing is written when a record is bad.',
      permission: ROUTES.labels.calls.write,
      mutates: true,
      input: importInput,
      output: importOutput,
    },
  }),
};
