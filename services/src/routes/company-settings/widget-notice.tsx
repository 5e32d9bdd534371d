// What the iframe of the embed code shows when the widget cannot be shown (no such company, a
// colour that is not #rrggbb, another query parameter): a small page in the request's language, framed like the widget, so
// the customer's own site shows a readable line instead of the service's JSON.
import type { Translate } from '../../lib/translator.js';

export type WidgetProblem = 'not_found' | 'bad_color' | 'bad_address';

export function WidgetNotice({ t, lang, problem }: { t: Translate; lang: string; problem: WidgetProblem }) {
  const title = t('fragments:::widget::unavailable');
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0 }}>
        <div
          style={{
            border: '2px solid #767676',
            borderRadius: 6,
            maxWidth: 300,
            fontFamily: 'Arial, sans-serif',
            padding: '8px 10px',
          }}
        >
          <h1 style={{ fontSize: '1em', margin: '0 0 4px' }}>{title}</h1>
          <p style={{ margin: 0 }} data-testid="widget-notice">
            {t(`fragments:::widget::${problem}`)}
          </p>
        </div>
      </body>
    </html>
  );
}
