/** French of the contract's TABLE_LABELS (common/kit-labels.ts): a list's table on every list screen. */
export const FRENCH_TABLE_LABELS = {
  SEARCH: 'Rechercher',
  SELECTED_COUNT: '{n} sélectionné(s)',
  NO_ROWS: 'Aucune ligne',
  LOAD_FAILED: "La liste n'a pas pu être chargée",
};

/** French of the contract's RECORD_BUTTON_LABELS: the list toolbar's and the add/edit form's buttons. */
export const FRENCH_RECORD_BUTTON_LABELS = {
  ADD: 'Ajouter',
  EDIT: 'Modifier',
  DELETE: 'Supprimer',
  CANCEL: 'Annuler',
  SUBMIT: 'Envoyer',
  UPDATE: 'Mettre à jour',
};

/** French of the contract's MARKDOWN_LABELS: the markdown editor's tabs and its empty preview. */
export const FRENCH_MARKDOWN_LABELS = {
  MD_WRITE: 'Écrire',
  MD_PREVIEW: 'Aperçu',
  MD_EMPTY: 'Rien à afficher',
};
