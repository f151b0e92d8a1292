import { defineScreens } from './screens';

/** Captions of the list and form kit that every list screen shares (apps/web components/crud). */
export const KIT_SCREENS = defineScreens({
  LISTS: {
    name: 'Lists and Forms',
    labels: {
      EXPORT_CSV: 'Export CSV',
    },
  },
});
