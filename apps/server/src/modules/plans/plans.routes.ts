import type { Handlers } from '../../http/context';
import { planInfo, savePlan } from './plans.service';

export const plansHandlers = {
  'plans.info': (input, ctx) => planInfo(ctx, input),
  'plans.save': (input, ctx) => savePlan(ctx, input),
} satisfies Partial<Handlers>;
