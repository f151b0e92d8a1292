import { defineScreens } from '../common/screens';

/** Plan details (001 section 2.1), screen PLAN_DET. */
export const PLANS_SCREENS = defineScreens({
  PLAN_DET: {
    name: 'Platform Setting - Plan Details',
    labels: {
      HEADING: 'Plan Details',
      BREADCRUMB: 'Platform Setting - Plan Details',
      PLAN_NAME: 'Plan Name',
      RATE_LIMIT: 'Rate Limit',
      RATE_UNIT: 'm/s',
      COMPUTE: 'Compute',
      CUSTOM_MICROSERVICES: 'Custom Microservices',
      RESOURCE: 'Resource',
      CPU: 'CPU',
      MEMORY: 'Memory',
      STORAGE: 'Storage',
      GPU: 'GPU',
      GPU_WITH_TYPE: 'GPU ({type})',
      GPU_TYPE: 'GPU Type',
      AI: 'AI',
      DATA: 'Data',
      ALLOCATED: 'Allocated',
      USED: 'Used',
      AVAILABLE: 'Available',
      CHART_TITLE: 'Allocated and used',
      CHART_HINT: 'Used as a share of what the plan allocates, per resource.',
      EDIT: 'Edit',
      EDIT_TITLE: 'Edit Plan Details',
      CANCEL: 'Cancel',
      UPDATE: 'Update',
      DONE: 'Done',
      LOAD_FAILED: 'The plan could not be loaded',
    },
    errors: { UPDATED: 'Successfully Updated', BELOW_USE: 'Below what is in use' },
  },
});
