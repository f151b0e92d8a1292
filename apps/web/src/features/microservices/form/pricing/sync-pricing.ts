import { ENDPOINT_TYPES, type PricingEntryInput, type RequestTypeInput } from '@console/contract';

/**
 * One pricing entry per endpoint type that has a request type (000 section 3: an entry is created
 * when a request type is added); entries of types with no request type left are dropped.
 */
export function syncPricing(
  requestTypes: readonly RequestTypeInput[],
  pricing: readonly PricingEntryInput[],
): PricingEntryInput[] {
  const used = new Set(requestTypes.map((r) => r.type));
  return ENDPOINT_TYPES.filter((type) => used.has(type)).map(
    (type) =>
      pricing.find((p) => p.endpointType === type) ?? { endpointType: type, standardPrice: null, tiers: [] },
  );
}
