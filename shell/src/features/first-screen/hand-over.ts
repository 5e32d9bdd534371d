// The hand-over from the first screen the service drew with the page (services routes/pages/
// remote-first-screens.ts: a portal's landing page, drawn by its remote's own components from the
// replies the page carries) to the shell's live page. The service's picture
// stands in #first-screen while #root, where React renders, is hidden (first-screen.css); it is
// removed as soon as #root holds the element the picture names (`data-replaced-by`, the remote's
// list) — or, when the page has something else to say, an error (`role="alert"`: a remote that
// failed, a list that could not be fetched) or an empty list — with no loading state left in the
// page's area, so the list never gives way to a spinner. If none of these comes, the picture is
// removed after `timeoutMs`, and the page shows whatever it has.
import './first-screen.css';

const STILL_LOADING = '[data-remote] .spinner, [data-remote] [aria-busy="true"]';
/** What the page may show instead of the list: an error, or the list's empty state. */
const OTHER_OUTCOME = 'main [role="alert"], main .empty-state';

export function handOverFirstScreen(doc: Document = document, timeoutMs = 5000): void {
  const picture = doc.getElementById('first-screen');
  const root = doc.getElementById('root');
  if (!picture || !root) return;
  const replacedBy = picture.dataset.replacedBy;
  const shown = (selector: string | undefined): boolean => {
    if (selector === undefined) return false;
    try {
      return root.querySelector(selector) !== null;
    } catch {
      // A selector this browser cannot read (`:has()` before 2023): the picture waits for the timeout.
      return false;
    }
  };
  const ready = (): boolean => (shown(replacedBy) || shown(OTHER_OUTCOME)) && !shown(STILL_LOADING);
  const observer = new MutationObserver(() => {
    if (ready()) done();
  });
  const done = (): void => {
    observer.disconnect();
    clearTimeout(timer);
    picture.remove();
  };
  const timer = setTimeout(done, timeoutMs);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  if (ready()) done();
}
