// The small page the unsubscribe link opens: what was turned off, a button to turn it on again
// (the same signed values, posted), and the way back to the product. Server-rendered by React.
import type { ReactElement } from 'react';
import type { Translate } from '../../lib/html.js';

export interface UnsubscribePageProps {
  t: Translate;
  lang: string;
  state: 'off' | 'on' | 'invalid';
  kindLabel: string;
  /** The hidden fields of the form that turns the notice on again. */
  fields: { u: string; k: string; s: string };
  home: string;
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

export function UnsubscribePage({
  t,
  lang,
  state,
  kindLabel,
  fields,
  home,
}: UnsubscribePageProps): ReactElement {
  const title = t(`notices:::unsubscribe::title_${state}`);
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
          <p style={{ lineHeight: 1.5 }}>{t(`notices:::unsubscribe::text_${state}`, { kind: kindLabel })}</p>
          {state !== 'invalid' && (
            <form method="post" action={state === 'off' ? '/afmeld/fortryd' : '/afmeld'}>
              <input type="hidden" name="u" value={fields.u} />
              <input type="hidden" name="k" value={fields.k} />
              <input type="hidden" name="s" value={fields.s} />
              <button type="submit" style={button}>
                {t(state === 'off' ? 'notices:::unsubscribe::undo' : 'notices:::unsubscribe::again')}
              </button>
            </form>
          )}
          <p style={{ marginTop: '24px' }}>
            <a href={home} style={{ color: '#0b6b3a' }}>
              {t('notices:::unsubscribe::home')}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
