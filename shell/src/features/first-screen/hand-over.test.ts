// The service's picture of a landing list (#first-screen) stands until the shell's own page has
// drawn that list with no loading state left, then goes; it goes anyway after the time limit; a page
// without a picture is left alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverFirstScreen } from './hand-over';

function pageWithPicture(): { root: HTMLElement } {
  document.body.innerHTML =
    '<div id="first-screen" data-replaced-by="[data-testid=&quot;user-job&quot;]"><h1>Mine opgaver</h1></div><div id="root"></div>';
  return { root: document.getElementById('root') as HTMLElement };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the hand-over from the first screen', () => {
  it('keeps the picture while the page loads and removes it once the list is drawn', async () => {
    const { root } = pageWithPicture();
    handOverFirstScreen(document, 60_000);
    root.innerHTML = '<div data-remote="mfe-bruger"><div class="spinner">Henter…</div></div>';
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.innerHTML =
      '<div data-remote="mfe-bruger"><article data-testid="user-job">Ny terrasse</article></div>';
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('waits while the list is drawn but something in the area is still loading', async () => {
    const { root } = pageWithPicture();
    handOverFirstScreen(document, 60_000);
    root.innerHTML =
      '<div data-remote="mfe-bruger"><div aria-busy="true"></div><article data-testid="user-job">Ny terrasse</article></div>';
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('removes the picture when the page shows an error or an empty list instead', async () => {
    for (const outcome of [
      '<div class="remote-error" role="alert">Firmaportalen kan ikke indlæses</div>',
      '<div class="empty-state"><p>Der er ingen åbne opgaver</p></div>',
    ]) {
      const { root } = pageWithPicture();
      handOverFirstScreen(document, 60_000);
      root.innerHTML = `<main><div data-remote="mfe-firma">${outcome}</div></main>`;
      await flush();
      expect(document.getElementById('first-screen')).toBeNull();
    }
  });

  it('waits for everything the picture names, whichever comes first (a checklist and the jobs)', async () => {
    document.body.innerHTML =
      '<div id="first-screen" data-replaced-by="[data-testid=&quot;firma-opgaver&quot;]:has(.start-checklist) .job-card"></div><div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    handOverFirstScreen(document, 60_000);
    root.innerHTML = '<section data-testid="firma-opgaver"><aside class="start-checklist"></aside></section>';
    await flush();
    expect(document.getElementById('first-screen')).not.toBeNull();
    root.querySelector('section')?.insertAdjacentHTML('beforeend', '<article class="job-card"></article>');
    await flush();
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('leaves a picture whose selector the browser cannot read to the time limit', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="first-screen" data-replaced-by="[[not a selector"></div><div id="root"><p>x</p></div>';
    expect(() => handOverFirstScreen(document, 5000)).not.toThrow();
    expect(document.getElementById('first-screen')).not.toBeNull();
    vi.advanceTimersByTime(5000);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('removes the picture after the time limit when the list never comes', () => {
    vi.useFakeTimers();
    pageWithPicture();
    handOverFirstScreen(document, 5000);
    vi.advanceTimersByTime(4999);
    expect(document.getElementById('first-screen')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('does nothing on a page without a picture', () => {
    document.body.innerHTML = '<div id="root"><p>Forsiden</p></div>';
    handOverFirstScreen(document, 5000);
    expect(document.body.innerHTML).toBe('<div id="root"><p>Forsiden</p></div>');
  });
});
