import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import { planInfo, savePlan } from './plans.service';

export const plansHandlers = {
  ...areaHandlers('plans', { info: planInfo, save: savePlan }),
} satisfies Partial<Handlers>;
