import { RECORD_BUTTON_LABELS, TABLE_LABELS } from '../common/kit-labels';
import { defineScreens } from '../common/screens';
import { NOTIFICATION_MESSAGES as M } from './notification-constants';

/** Notifications and Outage (001 section 2.2). */
export const NOTIFICATIONS_SCREENS = defineScreens({
  NOTIFICATIONS: {
    name: 'Platform Setting - Notifications',
    labels: {
      HEADING: 'Notifications',
      BREADCRUMB: 'Platform Setting - Notifications',
      NOTIFICATIONS: 'Notifications',
      OUTAGE_LIST: 'Outage',
      SHOW_OUTAGES: 'Outage',
      SHOW_NOTIFICATIONS: 'Notifications',
      ...TABLE_LABELS,
      TYPE: 'Type',
      MESSAGE: 'Message',
      VERSION: 'Version',
      CREATED_BY: 'Created By',
      DATE_CREATED: 'Date Created',
      OUTAGE: 'Outage',
      STATUS: 'Status',
      START_DATE: 'Start Date',
      END_DATE: 'End Date',
      START_TIME: 'Start Time',
      END_TIME: 'End Time',
      MICROSERVICES: 'Affected Microservices',
      ...RECORD_BUTTON_LABELS,
      DONE: 'Done',
      SUCCESS: 'Success',
      ADD_NOTIFICATION: 'Add Notification',
      EDIT_NOTIFICATION: 'Edit Notification',
      NOTIFICATION: 'Notification',
      ADD_OUTAGE: 'Add Outage',
      EDIT_OUTAGE: 'Edit Outage',
      DEL_TITLE: 'Delete Confirmation',
      DEL_MSG: 'Are you sure want to delete the selected function?',
      ...M,
      BOLD: 'Bold',
      ITALIC: 'Italic',
      BULLETS: 'Bulleted list',
      LINK: 'Link',
      LINK_URL: 'Link address',
      OUTAGE_BADGE: 'Outage',
    },
    errors: { SOMETHING_ERROR: 'Something Error', ADDED: M.ADDED, UPDATED: M.UPDATED },
  },
});
