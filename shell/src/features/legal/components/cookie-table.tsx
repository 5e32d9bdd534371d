// The privacy policy's table of cookies: each cookie the product sets (lib/cookies.ts), what it is
// for and how long it lives. On a narrow screen the table scrolls sideways in a region the keyboard
// can reach.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RETENTION } from '@opgavetorvet/contracts';
import { POLICY_COOKIES } from '../lib/cookies';

export function CookieTable() {
  const { t } = useTranslation();
  const captionId = useId();
  const key = 'legal:::privacy::cookie_table';
  return (
    <div className="legal-page__table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{t(`${key}::caption`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${key}::name`)}</th>
            <th scope="col">{t(`${key}::purpose`)}</th>
            <th scope="col">{t(`${key}::lifetime`)}</th>
          </tr>
        </thead>
        <tbody>
          {POLICY_COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.numbered ? `${cookie.name}…` : cookie.name}</code>
                {cookie.numbered && <span className="legal-page__numbered">{t(`${key}::per_account`)}</span>}
              </th>
              <td>{t(`${key}::cookies::${cookie.key}::purpose`)}</td>
              <td>{t(`${key}::cookies::${cookie.key}::lifetime`, RETENTION)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
