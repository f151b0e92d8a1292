import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, signIn } from '../../test-utils';
import { screenPage } from './screen-page';

vi.mock('../owner-breadcrumbs', () => ({
  OwnerBreadcrumbs: ({ screen }: { screen: string }) => <nav aria-label="breadcrumb">{screen}</nav>,
}));

describe('screenPage', () => {
  it("frames its content with the screen's breadcrumb and heading", async () => {
    signIn();
    mockApi();
    const Page = screenPage('AUDIT_LOG', () => <p>the content</p>);
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent(
      'Platform Setting - Audit Log',
    );
    expect(screen.getByText('the content')).toBeInTheDocument();
  });
});
