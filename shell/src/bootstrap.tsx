// Starts the shell after the shared modules are ready: the remotes manifest, the store (asking for
// the session), the texts, the first page's code, then React. The libraries and the app are
// evaluated in steps, each in a task of its own (issue 13, total blocking time): evaluated at once
// they were one task of ~45 ms (180 ms on Lighthouse's slowed phone) in which the page could not
// answer a tap. `webpackMode: "eager"` keeps every step in this chunk, so the steps cost no request.
import '@opgavetorvet/ui/styles.css';
import './styles/header.css';
import './styles/home.css';

/** Lets the browser take its turn (input, painting) before the next step. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const { setUpRemotes } = await import(/* webpackMode: "eager" */ './features/remotes/lib/remote-registry');
  // A missing manifest must not stop the shell: each remote area shows its own error instead.
  setUpRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { initI18n, renderIntoRoot } = await import(/* webpackMode: "eager" */ '@opgavetorvet/ui');
  const { createStartedStore } = await import(/* webpackMode: "eager" */ './app/started-store');
  const store = createStartedStore();
  const textsLoaded = initI18n();
  await nextTask();
  const [{ App }, { preloadFirstPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/routes'),
  ]);
  preloadFirstPage(window.location.pathname);
  await textsLoaded;
  renderIntoRoot(<App store={store} />);
}

void start();
