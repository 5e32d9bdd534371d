// While a modal is open the page behind it (#main, the site header) is inert, and it is live again
// when the last open modal closes; focus goes back to the button that opened it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { Modal } from './modal';

function Page() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <header className="site-header">Opgavetorvet</header>
      <main id="main">
        <button type="button" onClick={() => setOuter(true)}>
          Åbn
        </button>
      </main>
      <Modal open={outer} title="Første" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Åbn nummer to
        </button>
      </Modal>
      <Modal open={inner} title="Anden" onClose={() => setInner(false)}>
        <p>Indhold</p>
      </Modal>
    </>
  );
}

describe('Modal and the page behind it', () => {
  it('makes the page inert until the last modal closes, then gives focus back', async () => {
    renderWithProviders(<Page />);
    const main = screen.getByRole('main');
    const opener = screen.getByRole('button', { name: 'Åbn' });
    await userEvent.click(opener);
    expect(main).toHaveAttribute('inert');
    expect(screen.getByText('Opgavetorvet')).toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Åbn nummer to' }));
    const closeButtons = screen.getAllByRole('button', { name: 'Luk' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    expect(main).toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(main).not.toHaveAttribute('inert');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
