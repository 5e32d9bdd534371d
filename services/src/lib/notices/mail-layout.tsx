// The HTML part of every mail: the text's paragraphs, a button to the page the notice is about, and
// the unsubscribe line of an alert or reminder. Rendered by React (user text is escaped), with
// inline styles because mail programs ignore style sheets.
import type { ReactElement } from 'react';

export interface MailLayoutProps {
  lang: string;
  subject: string;
  paragraphs: string[][];
  link?: { url: string; label: string };
  unsubscribe?: { url: string; label: string; reason: string };
}

const button = {
  display: 'inline-block',
  background: '#0b6b3a',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
  fontWeight: 600,
};

export function MailLayout({ lang, subject, paragraphs, link, unsubscribe }: MailLayoutProps): ReactElement {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: '24px',
          background: '#f4f5f2',
          fontFamily: 'Arial, sans-serif',
          color: '#1d2320',
        }}
      >
        <div
          style={{
            maxWidth: '560px',
            margin: '0 auto',
            background: '#ffffff',
            padding: '24px',
            borderRadius: '8px',
          }}
        >
          <p style={{ margin: '0 0 16px', fontSize: '20px', fontWeight: 700, color: '#0b6b3a' }}>
            Opgavetorvet
          </p>
          {paragraphs.map((lines, index) => (
            <p key={index} style={{ margin: '0 0 14px', fontSize: '15px', lineHeight: 1.5 }}>
              {lines.map((line, at) => (
                <span key={at}>
                  {at > 0 && <br />}
                  {line}
                </span>
              ))}
            </p>
          ))}
          {link && (
            <p style={{ margin: '20px 0' }}>
              <a href={link.url} style={button}>
                {link.label}
              </a>
            </p>
          )}
        </div>
        {unsubscribe && (
          <p style={{ maxWidth: '560px', margin: '12px auto 0', fontSize: '12px', color: '#5b635f' }}>
            {unsubscribe.reason}{' '}
            <a href={unsubscribe.url} style={{ color: '#5b635f' }}>
              {unsubscribe.label}
            </a>
          </p>
        )}
      </body>
    </html>
  );
}
