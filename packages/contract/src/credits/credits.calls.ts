import { CREDIT_ADDING, ROUTES } from '../auth/routes';
import { defineCalls } from '../common/call';
import { ownerScope } from '../common/list';
import {
  addCreditInput,
  addCreditOutput,
  balanceHistoryOutput,
  creditAccountsOutput,
  creditListInput,
  creditListOutput,
  creditOrgsOutput,
  orgInput,
  redeemInput,
  redeemOutput,
} from './credits.schema';

const { read, write } = ROUTES.credits.calls;

// Credit management (002 sections 2.7 and 7): the ledger of an organisation's Spending account. Owner and
// organisation administrators read and redeem for their own organisations; adding credit is PM staff's
// (decision 0390).
export const creditsCalls = {
  ...defineCalls({
    'credits.organisations': {
      summary: "getOrgList: the acting owner's organisations whose credits can be managed.",
      permission: read,
      mutates: false,
      input: ownerScope,
      output: creditOrgsOutput,
    },
    'credits.accounts': {
      summary: "accountlist: an organisation's accounts with their balances.",
      permission: read,
      mutates: false,
      input: orgInput,
      output: creditAccountsOutput,
    },
    'credits.list': {
      summary: "listcreditexpiry: an organisation's active or expired credit grants, and its balance.",
      permission: read,
      mutates: false,
      export: true,
      input: creditListInput,
      output: creditListOutput,
    },
    'credits.history': {
      summary: "The Spending account's balance at the end of each of the last 90 days, from the ledger.",
      permission: read,
      mutates: false,
      input: orgInput,
      output: balanceHistoryOutput,
    },
    'credits.add': {
      summary: 'updatecreditexpiry: grant credit to an organisation (a ledger entry), PM staff only.',
      permission: CREDIT_ADDING,
      mutates: true,
      input: addCreditInput,
      output: addCreditOutput,
    },
    'credits.redeem': {
      summary: 'promoreferral: redeem a promo or referral code for an organisation, once per organisation.',
      permission: write,
      mutates: true,
      input: redeemInput,
      output: redeemOutput,
    },
  }),
};
