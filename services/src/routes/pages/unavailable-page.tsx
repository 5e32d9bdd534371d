// The short page shown (503) when the shell has not been built: React, rendered to static markup.
import { renderToStaticMarkup } from 'react-dom/server';

interface UnavailablePageProps {
  lang: string;
  title: string;
  text: string;
}

export function UnavailablePage({ lang, title, text }: UnavailablePageProps) {
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
          <p>{text}</p>
        </main>
      </body>
    </html>
  );
}

export function renderUnavailablePage(props: UnavailablePageProps): string {
  return `<!doctype html>${renderToStaticMarkup(<UnavailablePage {...props} />)}`;
}
