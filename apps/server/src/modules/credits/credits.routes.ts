import type { Handlers } from '../../http/context';
import { redeemCode } from './redeem.service';
import {
  addCredit,
  creditAccounts,
  creditHistory,
  creditOrganisations,
  listCredits,
} from './credits.service';

export const creditsHandlers = {
  'credits.organisations': (input, ctx) => creditOrganisations(ctx, input),
  'credits.accounts': (input, ctx) => creditAccounts(ctx, input),
  'credits.list': (input, ctx) => listCredits(ctx, input),
  'credits.history': (input, ctx) => creditHistory(ctx, input),
  'credits.add': (input, ctx) => addCredit(ctx, input),
  'credits.redeem': (input, ctx) => redeemCode(ctx, input),
} satisfies Partial<Handlers>;
