import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PricingEntryInput, TierInput } from '@console/contract';
import { mockApi, renderWithProviders, renderWithUser } from '../../../../test-utils';
import { PricingEndpointEditor } from './pricing-endpoint-editor';
import { PricingTierEditor } from './pricing-tier-editor';

let latest: TierInput[] = [];
function Tiers({ initial }: { initial: TierInput[] }) {
  const [tiers, setTiers] = useState(initial);
  latest = tiers;
  return <PricingTierEditor tiers={tiers} onChange={setTiers} unit="per API call" />;
}

let entry: PricingEntryInput | null = null;
function Endpoint({ initial }: { initial: PricingEntryInput }) {
  const [value, setValue] = useState(initial);
  entry = value;
  return <PricingEndpointEditor entry={value} onChange={setValue} unit="per MB" />;
}

const tierRow = (n: number) => screen.getByRole('row', { name: `Tier ${n}` });
const confirm = (n: number) => screen.getByRole('button', { name: `Confirm tier ${n}` });

beforeEach(() => {
  mockApi();
  latest = [];
  entry = null;
});

// Typing through MUI inputs in jsdom is slow on a busy machine.
describe('PricingTierEditor', () => {
  it('adds a tier in edit mode and confirms it; 0 shows FREE, an empty upper bound unlimited', async () => {
    const { user } = renderWithUser(<Tiers initial={[]} />);
    expect(screen.getByText('No tiers yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    expect(screen.getByLabelText('Lower (Tier 1)')).toHaveValue('0');
    expect(confirm(1)).toBeDisabled(); // no cost yet
    await user.type(screen.getByLabelText('Cost (Tier 1)'), '0');
    expect(confirm(1)).toBeEnabled();
    await user.click(confirm(1));
    const row = within(tierRow(1));
    expect(row.getByText('Unlimited')).toBeInTheDocument();
    expect(row.getByText('FREE')).toBeInTheDocument();
    expect(latest).toEqual([{ lower: 0, upper: null, cost: 0 }]);
    // Only the last tier may be open-ended: no new tier after an unlimited one.
    expect(screen.getByRole('button', { name: 'Add Tier' })).toBeDisabled();
  });

  it('disables confirm while lower or cost is empty or lower is above upper', async () => {
    const { user } = renderWithUser(<Tiers initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    const lower = screen.getByLabelText('Lower (Tier 1)');
    await user.clear(lower);
    await user.type(screen.getByLabelText('Cost (Tier 1)'), '1.5');
    expect(confirm(1)).toBeDisabled(); // lower empty
    await user.type(lower, '500');
    await user.type(screen.getByLabelText('Upper (Tier 1)'), '100');
    expect(confirm(1)).toBeDisabled(); // lower > upper
    expect(screen.getByText('Lower must not be greater than upper')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Upper (Tier 1)'));
    await user.type(screen.getByLabelText('Upper (Tier 1)'), '1000');
    expect(confirm(1)).toBeEnabled();
  });

  it('keeps digits and one decimal point only', async () => {
    const { user } = renderWithUser(<Tiers initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    const cost = screen.getByLabelText('Cost (Tier 1)');
    await user.type(cost, '1a.2.5$');
    expect(cost).toHaveValue('1.25');
  });

  it('edits a tier with the pencil and shows the cost with two decimals per unit', async () => {
    const { user } = renderWithUser(
      <Tiers
        initial={[
          { id: 4, lower: 0, upper: 1000, cost: 0 },
          { id: 5, lower: 1000, upper: null, cost: 0.01 },
        ]}
      />,
    );
    expect(within(tierRow(2)).getByText('0.01 USD per API call')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit tier 1' }));
    // One tier at a time: the other pencils wait.
    expect(screen.getByRole('button', { name: 'Edit tier 2' })).toBeDisabled();
    const cost = screen.getByLabelText('Cost (Tier 1)');
    await user.clear(cost);
    await user.type(cost, '0.5');
    await user.click(confirm(1));
    expect(within(tierRow(1)).getByText('0.50 USD per API call')).toBeInTheDocument();
    expect(latest[0]).toEqual({ id: 4, lower: 0, upper: 1000, cost: 0.5 });
  });

  it('removes a tier with the trash icon', async () => {
    const { user } = renderWithUser(
      <Tiers
        initial={[
          { lower: 0, upper: 10, cost: 1 },
          { lower: 10, upper: 20, cost: 2 },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(latest).toEqual([{ lower: 10, upper: 20, cost: 2 }]);
    expect(screen.queryByRole('row', { name: 'Tier 2' })).not.toBeInTheDocument();
    // The next tier starts where the last one ends.
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    expect(screen.getByLabelText('Lower (Tier 2)')).toHaveValue('20');
  });

  it('names overlapping tiers', () => {
    renderWithProviders(
      <Tiers
        initial={[
          { lower: 0, upper: 100, cost: 1 },
          { lower: 50, upper: 200, cost: 2 },
        ]}
      />,
    );
    expect(screen.getByText('Tiers must not overlap')).toBeInTheDocument();
  });
});

describe('PricingEndpointEditor', () => {
  it('is tiered by default', () => {
    renderWithProviders(<Endpoint initial={{ endpointType: 'async', standardPrice: null, tiers: [] }} />);
    expect(screen.getByRole('radio', { name: 'Tiered' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add Tier' })).toBeInTheDocument();
  });

  it('disables Standard once tiers exist', () => {
    renderWithProviders(
      <Endpoint
        initial={{ endpointType: 'async', standardPrice: null, tiers: [{ lower: 0, upper: null, cost: 1 }] }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeDisabled();
  });

  it('takes a standard price, then disables Tiered', async () => {
    const { user } = renderWithUser(
      <Endpoint initial={{ endpointType: 'async', standardPrice: null, tiers: [] }} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.type(screen.getByLabelText('Price'), '0.25');
    expect(screen.getByText('USD per MB')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tiered' })).toBeDisabled();
    expect(entry).toEqual({ endpointType: 'async', standardPrice: 0.25, tiers: [] });
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '0');
    expect(screen.getByText('FREE')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price'));
    expect(screen.getByRole('radio', { name: 'Tiered' })).toBeEnabled();
    expect(entry?.standardPrice).toBeNull();
  });
});
