// A message's files in the conversation under an offer on the customer's job page (issue 30): a PDF
// as a download link with its size, a photo as a thumbnail that opens the lightbox; a message of
// only files shows no empty text.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '@opgavetorvet/contracts';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { OfferMessages } from './offer-messages';

const message: ThreadMessage = {
  message_id: 5,
  sender: 'company',
  body: '',
  option: null,
  created_at: 1_700_000_100,
  is_new: false,
  files: [
    {
      key: 'tegningpdfkkkkkkkkkkkk',
      kind: 'pdf',
      name: 'tegning.pdf',
      bytes: 34_816,
      width: null,
      height: null,
      widths: [],
    },
    {
      key: 'kkkenjpgkkkkkkkkkkkkkk',
      kind: 'image',
      name: 'køkken.jpg',
      bytes: 250_000,
      width: 800,
      height: 600,
      widths: [320, 800],
    },
  ],
};

describe("a message's files under an offer", () => {
  it('shows the PDF as a download link with its size and the photo opening the lightbox', async () => {
    renderWithProviders(<OfferMessages messages={[message]} companyName="Tømrer Hansen ApS" />);
    const link = await screen.findByRole('link', { name: /tegning\.pdf/ });
    expect(link).toHaveAttribute('href', '/filer/tegningpdfkkkkkkkkkkkk/tegning.pdf');
    expect(link).toHaveAttribute('download', 'tegning.pdf');
    expect(link).toHaveTextContent(/\(PDF, 34\s?kB\)/);
    expect(screen.getByTestId('offer-message').querySelector('.offer-message__body')).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Vis billede 1 af 1' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByText('Billede 1 af 1')).toBeInTheDocument();
  });
});
