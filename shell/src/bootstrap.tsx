// Starts the shell after the shared modules are ready: the store (asking for the session), the
// texts, the remotes manifest, the first page's code, then React. The libraries and the app are
// evaluated in steps, each in a task of its own (issue 13, total blocking time): evaluated at once
// they were one task of ~45 ms (180 ms on Lighthouse's slowed phone) in which the page could not
// answer a tap. `webpackMode: "eager"` keeps every step in this chunk, so the steps cost no request.
import '@opgavetorvet/ui/styles.css';
import './styles/header.css';
import './styles/home.css';

/**
 * Lets the browser take its turn (input, painting) before the next step: a message to ourselves is
 * a new task at once, where a chain of timers would be held back 4 ms each after the fifth.
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

async function start(): Promise<void> {
  // The libraries first, one a task (each import evaluates the library and what it needs)…
  for (const load of [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'),
    () => import(/* webpackMode: "eager" */ 'react-redux'),
    () => import(/* webpackMode: "eager" */ 'react-i18next'),
    () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]) {
    await load();
    await nextTask();
  }
  // …then the UI kit; the store asks for the session, the texts start loading.
  const { initI18n, renderIntoRoot } = await import(/* webpackMode: "eager" */ '@opgavetorvet/ui');
  await nextTask();
  const { createStartedStore } = await import(/* webpackMode: "eager" */ './app/started-store');
  const store = createStartedStore();
  await nextTask();
  const textsLoaded = initI18n();
  await nextTask();
  const { setUpRemotes } = await import(/* webpackMode: "eager" */ './features/remotes/lib/remote-registry');
  // A missing manifest must not stop the shell: each remote area shows its own error instead.
  setUpRemotes().catch((error: unknown) => console.error('Could not read /remotes.json', error));
  await nextTask();
  const [{ App }, { preloadFirstPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './app/routes'),
  ]);
  preloadFirstPage(window.location.pathname);
  await textsLoaded;
  const { handOverFirstScreen } = await import(
    /* webpackMode: "eager" */ './features/first-screen/hand-over'
  );
  renderIntoRoot(<App store={store} />);
  handOverFirstScreen();
}

void start();
