// The consent sentence (issue 32): both links are named by their words and '(åbner i en ny fane)',
// and a link's underline stops at its last word: the words are the link's own box, and nothing
// else of the link is drawn (the space before the hidden note is not; the note is hidden), so no
// underlined space stands before the full stop.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ConsentSentence } from './consent-sentence';

function sentence() {
  renderWithProviders(
    <ConsentSentence textKey="common:::new_company::consent" id="consent" testId="consent" />,
  );
  return screen.getByTestId('consent');
}

/** The text a link draws: its words' box, and its own text outside the hidden note. */
function drawnText(link: HTMLElement): { words: string; besideWords: string } {
  const words = link.querySelector('.consent-link__words');
  const besideWords = Array.from(link.childNodes)
    .filter((node) => node !== words && !(node instanceof Element && node.matches('.visually-hidden')))
    .map((node) => node.textContent)
    .join('');
  return { words: words?.textContent ?? '', besideWords };
}

describe('the consent sentence', () => {
  it('names each link by its words and the new tab it opens, in the sentence as it reads', () => {
    const consent = sentence();
    expect(consent).toHaveTextContent(
      'Ved at oprette firmaprofilen accepterer du vores vilkår for brug (åbner i en ny fane) og bekræfter at have læst privatlivspolitikken (åbner i en ny fane).',
    );
    expect(
      within(consent).getByRole('link', { name: 'vilkår for brug (åbner i en ny fane)' }),
    ).toHaveAttribute('href', '/vilkaar');
    expect(
      within(consent).getByRole('link', { name: 'privatlivspolitikken (åbner i en ny fane)' }),
    ).toHaveAttribute('href', '/privatlivspolitik');
  });

  it("underlines a link's words only: no space of the link is drawn, before the full stop neither", () => {
    const links = within(sentence()).getAllByRole('link');
    expect(links.map(drawnText)).toEqual([
      { words: 'vilkår for brug', besideWords: ' ' },
      { words: 'privatlivspolitikken', besideWords: ' ' },
    ]);
    // The space beside the words is a flex container's white space, which is not drawn.
    for (const link of links) expect(link).toHaveClass('consent-link');
  });
});
