// Renders a component as the shell would: a fresh store and a router at the given address.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore } from '../store/create-app-store';

export interface ProvidersResult extends RenderResult {
  store: AppStore;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createAppStore() } = {},
): ProvidersResult {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
