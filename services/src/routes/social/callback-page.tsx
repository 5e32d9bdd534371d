// The short page the login window shows when the provider sends the person back: it says how the
// login went; the page that opened the window learns it by polling and closes the window.
import { renderToStaticMarkup } from 'react-dom/server';

interface CallbackPageProps {
  lang: string;
  title: string;
  text: string;
}

export function CallbackPage({ lang, title, text }: CallbackPageProps) {
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
          <p data-testid="social-callback-text">{text}</p>
        </main>
      </body>
    </html>
  );
}

export function renderCallbackPage(props: CallbackPageProps): string {
  return `<!doctype html>${renderToStaticMarkup(<CallbackPage {...props} />)}`;
}
