// Rule: a remote that cannot be loaded shows the Danish error (errors:::remote_unavailable) with a
// retry button in its own area, while the rest of the page and the other remotes keep working.
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoutes } from '@opgavetorvet/ui';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import type { RemoteName } from '../../../config/remotes';
import { RemoteArea } from './remote-area';

const firmaRoutes: RemoteRoutes = [
  { path: 'firma', element: <div data-remote="mfe-firma">firmaportal</div> },
];

/** Renders inside act, so React's retry after the remote's promise settles is flushed. */
async function renderArea(ui: ReactElement, route: string) {
  await act(async () => {
    renderWithProviders(ui, { route });
  });
}

describe('remote area', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a remote that fails to load shows the Danish error in its area, and the page keeps working', async () => {
    const load = vi.fn((_remote: RemoteName) =>
      Promise.reject(new Error('ScriptNetworkError: remoteEntry.js 404')),
    );
    await renderArea(
      <>
        <header>sidehoved</header>
        <RemoteArea remote="mfe_admin" mount="admin" load={load} />
      </>,
      '/admin/annulleringer',
    );
    const area = await screen.findByTestId('remote-error');
    expect(area).toHaveTextContent(
      'Denne del af Opgavetorvet kan ikke indlæses lige nu. Prøv venligst igen senere.',
    );
    expect(screen.getByText('sidehoved')).toBeInTheDocument();
  });

  it('a remote that asks for a shared library version the shell does not have says so in its area', async () => {
    const load = vi.fn((_remote: RemoteName) =>
      Promise.reject(
        new Error(
          'Unsatisfied version 7.18.5 from shell of shared singleton module react-router-dom (required ^99.0.0)',
        ),
      ),
    );
    await renderArea(
      <>
        <header>sidehoved</header>
        <RemoteArea remote="mfe_admin" mount="admin" load={load} />
      </>,
      '/admin/annulleringer',
    );
    const area = await screen.findByTestId('remote-error');
    expect(area).toHaveTextContent(
      'Denne del af Opgavetorvet er bygget til en anden udgave af siden og kan ikke vises lige nu. Genindlæs siden, eller prøv igen senere.',
    );
    expect(screen.getByText('sidehoved')).toBeInTheDocument();
  });

  it('retry loads the remote again and shows it when it answers', async () => {
    const load = vi
      .fn<(remote: RemoteName) => Promise<RemoteRoutes>>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce(firmaRoutes);
    await renderArea(<RemoteArea remote="mfe_firma" mount="firma" load={load} />, '/firma');
    await screen.findByTestId('remote-error');
    const retry = screen.getByRole('button', { name: 'Prøv igen' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('firmaportal')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failing remote does not stop another remote from loading', async () => {
    const load = vi.fn((remote: RemoteName) =>
      remote === 'mfe_admin' ? Promise.reject(new Error('down')) : Promise.resolve(firmaRoutes),
    );
    await renderArea(
      <>
        <RemoteArea remote="mfe_admin" mount="admin" load={load} />
        <RemoteArea remote="mfe_firma" mount="firma" load={load} />
      </>,
      '/firma',
    );
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    expect(await screen.findByText('firmaportal')).toBeInTheDocument();
  });
});
