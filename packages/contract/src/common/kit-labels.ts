import { defineScreens } from './screens';

/** The captions of a list's table (`CrudTable`), the same on every list screen. */
export const TABLE_LABELS = {
  SEARCH: 'Search',
  SELECTED_COUNT: '{n} selected',
  NO_ROWS: 'No rows',
  LOAD_FAILED: 'The list could not be loaded',
};

/** The list toolbar's and the add/edit form's buttons (Submit adds, Update saves an edit). */
export const RECORD_BUTTON_LABELS = {
  ADD: 'Add',
  EDIT: 'Edit',
  DELETE: 'Delete',
  CANCEL: 'Cancel',
  SUBMIT: 'Submit',
  UPDATE: 'Update',
};

/** The markdown editor's tabs and its empty preview, the same on every screen with a markdown field. */
export const MARKDOWN_LABELS = {
  MD_WRITE: 'Write',
  MD_PREVIEW: 'Preview',
  MD_EMPTY: 'Nothing to preview',
};

/** What a record form answers once saved, the same on every screen. */
export const SAVED_MESSAGES = { CREATED: 'Successfully Created', UPDATED: 'Successfully Updated' } as const;
/** A record form's answers and a list's answer to a delete. */
export const RECORD_MESSAGES = { ...SAVED_MESSAGES, DELETED: 'Successfully Deleted' } as const;

/** Captions of the list and form kit that every list screen shares (apps/web components/crud). */
export const KIT_SCREENS = defineScreens({
  LISTS: {
    name: 'Lists and Forms',
    labels: {
      EXPORT_CSV: 'Export CSV',
      /** A page of a list that stopped counting its matches (decision 0260). */
      ROWS_OF_MORE_THAN: '{from}–{to} of more than {n}',
    },
  },
});
