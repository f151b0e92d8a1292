import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryPending } from './query-pending';

const t = (code: string) => (code === 'HEADING' ? 'Plan Details' : 'Failed to load');

describe('QueryPending', () => {
  it('names its spinner by the heading while the query loads', () => {
    render(<QueryPending error={null} t={t} />);
    expect(screen.getByRole('progressbar', { name: 'Plan Details' })).toBeInTheDocument();
  });

  it('says the load failure and why', () => {
    render(<QueryPending error={new Error('Server down')} t={t} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load: Server down');
  });
});
