// The shell's index.html as a page URL gets it (issue 13, light pages): the head names what the
// shell will fetch first — the remotes manifest, the texts it needs in the visitor's language, the
// page's remote, its './routes' and the page's own chunk (remote-chunks.ts) — so the browser asks
// for them at once instead of after the JavaScript has run; #root carries the page's frame (the
// header's logo, the footer and, on the home page, the hero's headline and lead), rendered by
// React to static markup from the locales, so the first paint does not wait for the JavaScript.
// React replaces it when it starts (its first render clears #root). A portal's landing page whose
// list the page carries gets its first screen drawn by the remote's own components
// (remote-first-screens.ts): then the frame stands in #first-screen before an empty #root,
// which the shell's stylesheet keeps hidden until the shell has drawn the page's own list and
// removes #first-screen (shell/src/features/first-screen), so the list never gives way to a
// loading state; the remote's stylesheets are then carried in the
// head (carried-styles.ts) rather than preloaded, so the list is drawn with them at the first paint.
// The shell's own stylesheet is carried in the page likewise, on every page.
import { renderToStaticMarkup } from 'react-dom/server';
import { AREAS, FOOTER_LINKS, PAGES, type FirstScreenOutput } from '@opgavetorvet/contracts';
import type { RemoteUrls } from '../../config.js';
import { repliesScriptText } from './first-replies.js';
import { styleMark, type CarriedStyle } from './carried-styles.js';

/** The namespaces the shell's i18next loads at start (packages/ui i18n-options.ts startNamespaces). */
const START_NAMESPACES = ['common', 'errors'];

/** The namespace of each remote's texts, loaded with its routes (shell/src/config/remotes.ts). */
const NAMESPACE_OF_REMOTE: Record<keyof RemoteUrls, string> = {
  mfe_bruger: 'bruger',
  mfe_firma: 'firma',
  mfe_admin: 'admin',
};

/** The remote whose area a page URL opens: the shell's route prefixes (shell/src/app/routes.tsx). */
const REMOTE_OF_AREA: Record<string, keyof RemoteUrls> = {
  [AREAS.bruger]: 'mfe_bruger',
  [AREAS.createJob]: 'mfe_bruger',
  [AREAS.firmaer]: 'mfe_bruger',
  [AREAS.firma]: 'mfe_firma',
  [AREAS.company]: 'mfe_firma',
  [AREAS.hjaelp]: 'mfe_firma',
  [AREAS.admin]: 'mfe_admin',
};

export interface FirstScreenInput {
  path: string;
  lang: string;
  remotes: RemoteUrls;
  t: (key: string) => string;
  /** The remote files the page runs first (remote-chunks.ts), preloaded after its remoteEntry.js. */
  remoteFiles?: string[];
  /** The page's first calls answered ahead (first-replies.ts), carried before </body>. */
  replies?: Record<string, unknown>;
  /** The page's first screen drawn by its remote from those replies (remote-first-screens.ts), if any. */
  landing?: FirstScreenOutput | null;
  /** The shell's stylesheets and, with a landing list, the remote's, with their text (carried-styles.ts). */
  styles?: CarriedStyle[];
}

/** index.html's stylesheet links (the shell's own, as its build writes them). */
const SHELL_LINK = /<link rel="?stylesheet"? href="?([^"\s>]+)"?\s*\/?>/g;

/** The URLs of the shell's stylesheets linked in index.html. */
export function shellStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(SHELL_LINK)].map((match) => match[1] ?? '');
}

/**
 * A stylesheet of the first paint: its text in the page, or else a link. The text goes through
 * React as the element's child, which writes a style element's text safely itself (a `</style`
 * inside would come out CSS-escaped; carried-styles.ts keeps such files as links anyway).
 */
function Stylesheet({ href, styles = [] }: { href: string; styles?: CarriedStyle[] }) {
  const css = styles.find((style) => style.href === href)?.css;
  if (css == null) return <link rel="stylesheet" href={href} />;
  return <style data-href={styleMark(href)}>{css}</style>;
}

export function remoteOf(path: string): keyof RemoteUrls | null {
  return REMOTE_OF_AREA[`/${path.split('/')[1] ?? ''}`] ?? null;
}

function Preloads({ path, lang, remotes, remoteFiles = [], landing, styles }: FirstScreenInput) {
  const remote = remoteOf(path);
  const pageNamespace = path === PAGES.home ? 'home' : remote && NAMESPACE_OF_REMOTE[remote];
  const namespaces = pageNamespace ? [...START_NAMESPACES, pageNamespace] : START_NAMESPACES;
  return (
    <>
      <link rel="preload" href="/remotes.json" as="fetch" crossOrigin="anonymous" />
      {namespaces.map((ns) => (
        <link
          key={ns}
          rel="preload"
          href={`/locales/${lang}/${ns}.json`}
          as="fetch"
          crossOrigin="anonymous"
        />
      ))}
      {remote && <link rel="preload" href={remotes[remote]} as="script" />}
      {remoteFiles.map((href) =>
        !href.endsWith('.css') ? (
          <link key={href} rel="preload" href={href} as="script" />
        ) : landing ? (
          <Stylesheet key={href} href={href} styles={styles} />
        ) : (
          <link key={href} rel="preload" href={href} as="style" />
        ),
      )}
    </>
  );
}

/**
 * The shell's frame (shell/src/app/layout.tsx, its header and the home page's hero, or a portal's
 * landing list), without behaviour.
 */
function Frame({ path, t, html }: FirstScreenInput & { html?: string }) {
  return (
    <div className="app">
      <header className="site-header">
        <div className="container site-header__inner">
          <a href={PAGES.home} className="logo">
            <span className="logo__mark" aria-hidden="true" />
            <span className="logo__text">{t('common:::brand')}</span>
          </a>
        </div>
      </header>
      <main className="app__main" id="main">
        {path === PAGES.home && (
          <div className="home">
            <section className="hero">
              <div className="container hero__inner">
                <h1 className="hero__title">{t('home:::hero::title')}</h1>
                <p className="hero__lead">{t('home:::hero::lead')}</p>
              </div>
            </section>
          </div>
        )}
        {html && <div className="container page" dangerouslySetInnerHTML={{ __html: html }} />}
      </main>
      <footer className="site-footer">
        <div className="container site-footer__inner">
          <span>{t('common:::footer::text')}</span>
          <nav className="site-footer__links" aria-label={t('common:::footer::links')}>
            {FOOTER_LINKS.map((link) => (
              <a key={link.path} href={link.path}>
                {t(link.text)}
              </a>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** The replies for the front end's base query; their text is escaped JSON (repliesScriptText). */
function Replies({ replies }: { replies: Record<string, unknown> }) {
  return (
    <script
      type="application/json"
      id="first-replies"
      dangerouslySetInnerHTML={{ __html: repliesScriptText(replies) }}
    />
  );
}

/**
 * index.html with the preloads before </head>, the frame in #root and the replies answered ahead
 * before </body>; unchanged if the head or #root is missing.
 */
export function withFirstScreen(indexHtml: string, input: FirstScreenInput): string {
  const root = /<div id="?root"?><\/div>/;
  if (!indexHtml.includes('</head>') || !root.test(indexHtml)) return indexHtml;
  const replies = input.replies && Object.keys(input.replies).length > 0 ? input.replies : null;
  const { landing } = input;
  const frame = landing
    ? renderToStaticMarkup(
        <div id="first-screen" data-replaced-by={landing.replacedBy} inert>
          <Frame {...input} html={landing.html} />
        </div>,
      ) + '<div id="root"></div>'
    : `<div id="root">${renderToStaticMarkup(<Frame {...input} />)}</div>`;
  const page = indexHtml
    .replace(SHELL_LINK, (_, href: string) =>
      renderToStaticMarkup(<Stylesheet href={href} styles={input.styles} />),
    )
    .replace('</head>', () => `${renderToStaticMarkup(<Preloads {...input} />)}</head>`)
    .replace(root, () => frame);
  if (!replies || !page.includes('</body>')) return page;
  return page.replace('</body>', () => `${renderToStaticMarkup(<Replies replies={replies} />)}</body>`);
}
