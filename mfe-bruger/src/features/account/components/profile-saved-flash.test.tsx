// SPEC §9: the success flash hides after 2 s: saving 'Dine oplysninger' says 'Gemt' beside the
// button, still there just before 2 s, gone after.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { SUCCESS_FLASH_MS } from '../../../lib/use-success-flash';
import { ProfileDetailsForm } from './profile-details-form';

describe("the profile form's success flash", () => {
  it("says 'Gemt' after a save and hides it after 2 s", async () => {
    mockFetch({
      'GET /api/session': { body: { user: null, csrfToken: 't' } },
      'POST /api/bruger/profil': { body: { type: 'success', message: 'Dine oplysninger er gemt.' } },
    });
    renderWithProviders(
      <ProfileDetailsForm
        profile={{
          name: 'Mette Hansen',
          email: 'mette@demo.dk',
          phone: '21436587',
          zip: '8000',
          city: 'Aarhus C',
          street_address: 'Strandboulevarden 5',
        }}
      />,
    );
    const flash = screen.getByTestId('profile-saved');
    expect(flash).toHaveTextContent('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    await waitFor(() => expect(flash).toHaveTextContent('Gemt'));
    await new Promise((wait) => setTimeout(wait, SUCCESS_FLASH_MS - 400));
    expect(flash).toHaveTextContent('Gemt');
    await waitFor(() => expect(flash).toHaveTextContent(''), { timeout: 1500 });
    expect(SUCCESS_FLASH_MS).toBe(2000);
  }, 10_000);
});
