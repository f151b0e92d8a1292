import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Microservice, PodState } from '@console/contract';
import { mockApi, renderWithProviders, renderWithUser } from '../../../test-utils';
import { PodControl } from './pod-control';

const ms = { id: 5, podStatus: 'STOPPED', podReplica: 0, desiredReplica: 0 } as Microservice;
const pod = (patch: Partial<PodState>): { body: PodState } => ({
  body: { podStatus: 'STOPPED', podReplica: 0, desiredReplica: 0, changing: false, pollSeconds: 1, ...patch },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PodControl', () => {
  it('starts a stopped pod, shows Processing... without buttons, and polls until it runs', async () => {
    const readings = [
      pod({}),
      pod({ desiredReplica: 1, changing: true }),
      pod({ podStatus: 'RUNNING', podReplica: 1, desiredReplica: 1 }),
    ];
    const api = mockApi({
      'microservices.podStatus': () =>
        readings.shift() ?? pod({ podStatus: 'RUNNING', podReplica: 1, desiredReplica: 1 }),
      'microservices.scalePod': () => pod({ desiredReplica: 1, changing: true }),
    });
    const { user } = renderWithUser(<PodControl ms={ms} canScale />);
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    // The clock is the test's: each poll comes when it is moved on, not after real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(await screen.findByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Processing...');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.bodies('microservices.scalePod')).toEqual([{ id: 5, action: 'start' }]);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument(), {
      interval: 250,
      timeout: 20_000,
    });
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // One read on opening, then one per poll until status and replicas agreed.
    expect(api.bodies('microservices.podStatus').length).toBeGreaterThanOrEqual(2);
  });

  it('stops polling once the pod has settled', async () => {
    const api = mockApi({
      'microservices.podStatus': () => pod({ podStatus: 'RUNNING', podReplica: 1, desiredReplica: 1 }),
    });
    renderWithProviders(
      <PodControl ms={{ ...ms, podStatus: 'RUNNING', podReplica: 1, desiredReplica: 1 }} canScale />,
    );
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    vi.useFakeTimers();
    // Five poll intervals later nothing more was asked.
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.bodies('microservices.podStatus')).toHaveLength(1);
  });

  it('offers no Start or Stop for an assigned microservice (the platform runs its pod)', async () => {
    mockApi({ 'microservices.podStatus': () => pod({}) });
    renderWithProviders(<PodControl ms={ms} canScale={false} />);
    await waitFor(() => expect(screen.getByText('Stopped')).toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
