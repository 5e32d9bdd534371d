// The small page a link in a mail opens (unsubscribe, keep a job open): a heading, what happened,
// at most one button (a form post) and the way back to the product. Server-rendered by React.
import type { ReactElement } from 'react';

export interface NoticePageProps {
  lang: string;
  title: string;
  text: string;
  form?: { action: string; fields: Record<string, string>; label: string };
  home: { url: string; label: string };
}

const box = {
  maxWidth: '520px',
  margin: '40px auto',
  background: '#fff',
  padding: '28px',
  borderRadius: '8px',
};
const button = {
  background: '#0b6b3a',
  color: '#fff',
  border: 0,
  borderRadius: '6px',
  padding: '10px 18px',
  fontSize: '15px',
  cursor: 'pointer',
};

export function NoticePage({ lang, title, text, form, home }: NoticePageProps): ReactElement {
  return (
    <html lang={lang === 'en' ? 'en' : 'da'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – Opgavetorvet`}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: '16px',
          background: '#f4f5f2',
          fontFamily: 'Arial, sans-serif',
          color: '#1d2320',
        }}
      >
        <main style={box}>
          <p style={{ margin: '0 0 16px', fontSize: '20px', fontWeight: 700, color: '#0b6b3a' }}>
            Opgavetorvet
          </p>
          <h1 style={{ fontSize: '22px', margin: '0 0 12px' }}>{title}</h1>
          <p style={{ lineHeight: 1.5 }}>{text}</p>
          {form && (
            <form method="post" action={form.action}>
              {Object.entries(form.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" style={button}>
                {form.label}
              </button>
            </form>
          )}
          <p style={{ marginTop: '24px' }}>
            <a href={home.url} style={{ color: '#0b6b3a' }}>
              {home.label}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}

/** The page as the reply's body. */
export function noticePageHtml(props: NoticePageProps, render: (element: ReactElement) => string): string {
  return `<!doctype html>${render(<NoticePage {...props} />)}`;
}
