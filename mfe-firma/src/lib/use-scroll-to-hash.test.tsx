// A link to a section of a page (/firma/oplysninger#regions-title, from the start checklist) scrolls
// to it also when the section is drawn after the page opens (its data arrive later), keeps it in
// place while more arrives above it, stops once the user acts, and does nothing without a section named.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './use-scroll-to-hash';

let scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo = [];
  // jsdom does not scroll: note which element was asked to.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** A page whose sections come when its data do ('Hent' and 'Mere' stand in for data arriving). */
function Page() {
  useScrollToHash();
  const [drawn, setDrawn] = useState(0);
  return (
    <>
      {drawn > 1 && <h2 id="profile-title">Firmaprofil</h2>}
      {drawn > 0 && <h2 id="regions-title">Regioner</h2>}
      <button type="button" onClick={() => setDrawn(1)}>
        Hent
      </button>
      <button type="button" onClick={() => setDrawn(2)}>
        Mere
      </button>
    </>
  );
}

const arrive = (what: 'Hent' | 'Mere') => act(async () => fireEvent.click(screen.getByText(what)));

const openAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Page />
    </MemoryRouter>,
  );

describe('a link to a section of the page', () => {
  it('scrolls to the section once it is drawn, and again when more arrives above it', async () => {
    openAt('/firma/oplysninger#regions-title');
    expect(scrolledTo).toEqual([]);
    await arrive('Hent');
    expect(scrolledTo).toEqual(['regions-title']);
    await arrive('Mere');
    expect(scrolledTo).toEqual(['regions-title', 'regions-title']);
  });

  it('leaves the page to the user once the user scrolls', async () => {
    openAt('/firma/oplysninger#regions-title');
    await arrive('Hent');
    fireEvent.wheel(window);
    await arrive('Mere');
    expect(scrolledTo).toEqual(['regions-title']);
  });

  it('does not scroll without a section named', async () => {
    openAt('/firma/oplysninger');
    await arrive('Hent');
    expect(scrolledTo).toEqual([]);
  });
});
