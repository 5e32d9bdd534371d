// The short, whole HTML page the service itself answers with (a heading and one line of text): the
// 503 page when the shell has not been built, the page the social-login window shows on return.
// React, rendered to static markup.
import { renderToStaticMarkup } from 'react-dom/server';

export interface ShortPageProps {
  lang: string;
  title: string;
  text: string;
  /** data-testid of the text's paragraph, for the journeys that read it. */
  textTestId?: string;
}

export function ShortPage({ lang, title, text, textTestId }: ShortPageProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p data-testid={textTestId}>{text}</p>
        </main>
      </body>
    </html>
  );
}

export function renderShortPage(props: ShortPageProps): string {
  return `<!doctype html>${renderToStaticMarkup(<ShortPage {...props} />)}`;
}
