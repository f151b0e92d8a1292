import { money, moneyText } from '@console/contract';
import type { EndpointRow } from './gateway.repository';

/**
 * The list price of one sync call (000 section "Pricing Plan": sync is priced per API call), as money
 * text with four decimals, or null when the microservice has no price for it. A standard price above 0
 * is the price; otherwise the tiers decide (the spec: "0 or empty means tiered"), by the calls the
 * organisation made of it this month before this one: the tier with the highest lower bound at or
 * below that count (the first tier below every bound). A standard price of 0 without tiers is free.
 */
export function callPrice(
  pricing: Pick<EndpointRow, 'priced' | 'standardPrice' | 'tiers'>,
  callsBefore: number,
): string | null {
  if (!pricing.priced) return null;
  const standard = pricing.standardPrice === null ? null : money(pricing.standardPrice);
  if (standard?.gt(0)) return moneyText(standard);
  if (!pricing.tiers.length) return standard ? moneyText(0) : null;
  const reached = pricing.tiers.filter((t) => money(t.lower).lte(callsBefore));
  const tier = reached.length ? reached[reached.length - 1]! : pricing.tiers[0]!;
  return moneyText(tier.cost);
}

/** Whether the price needs the month's count of calls (tiered): the count is a read worth skipping. */
export const needsCallCount = (pricing: Pick<EndpointRow, 'standardPrice' | 'tiers'>): boolean =>
  !(pricing.standardPrice !== null && money(pricing.standardPrice).gt(0)) && pricing.tiers.length > 0;
