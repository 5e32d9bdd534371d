// The photos of a thread's message open in the lightbox (issue 30), and the reader may report the
// other side's photos ('Anmeld billede') but is not offered it for her own (the list marked data-own).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { useFileLightbox } from './use-file-lightbox';

const thumbnail = (key: string, caption: string) =>
  `<a class="message-files__image" href="/filer/${key}/800.jpg" data-file-key="${key}" data-widths="320,800" data-width="800" data-height="600"><img alt="${caption}" src="/filer/${key}/320.jpg"></a>`;

const THREAD = `
  <ul class="message-files">${thumbnail('aaaaaaaaaaaaaaaaaaaaaa', 'Fra firmaet')}</ul>
  <ul class="message-files" data-own="true">${thumbnail('bbbbbbbbbbbbbbbbbbbbbb', 'Mit eget')}</ul>`;

function Thread() {
  const { onClick, lightbox } = useFileLightbox();
  return (
    <>
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: THREAD }} />
      {lightbox}
    </>
  );
}

describe('useFileLightbox', () => {
  it("offers 'Anmeld billede' for the other side's photo", async () => {
    renderWithProviders(<Thread />);
    await userEvent.click(screen.getByAltText('Fra firmaet'));
    expect(await screen.findByRole('dialog', { name: 'Billedfremviser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmeld billede' })).toBeInTheDocument();
  });

  it("does not offer it for the reader's own photo", async () => {
    renderWithProviders(<Thread />);
    await userEvent.click(screen.getByAltText('Mit eget'));
    expect(await screen.findByRole('dialog', { name: 'Billedfremviser' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmeld billede' })).not.toBeInTheDocument();
  });
});
