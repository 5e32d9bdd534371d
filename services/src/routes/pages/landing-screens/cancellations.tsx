// /admin/annulleringer's first screen: the tabs, the view switch and the pending requests as
// mfe-admin's cancellations page draws them.
import { PAGES, type CancellationsReply } from '@opgavetorvet/contracts';
import { formatShortDate } from '../../../lib/danish.js';
import type { T } from './translate.js';

/** The cancellation reasons with a text of their own (mfe-admin cancellation-facts.tsx). */
const KNOWN_REASONS = [1, 3, 4, 5, 6];

/** The administrator's tabs (mfe-admin admin-layout.tsx), the cancellations' tab current. */
export function AdminTabsLook({ t }: { t: T }) {
  const tabs = [
    ['annulleringer', PAGES.adminAnnulleringer],
    ['henvendelser', PAGES.adminHenvendelser],
    ['firmaer', PAGES.adminFirmaer],
    ['udbakke', PAGES.adminUdbakke],
  ] as const;
  return (
    <nav aria-label={t('admin:::nav::label')}>
      <ul className="tabs admin-tabs">
        {tabs.map(([key, href]) => (
          <li key={key}>
            <a href={href} className={key === 'annulleringer' ? 'active' : undefined}>
              {t(`admin:::nav::${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Cancellations({ reply, t }: { reply: CancellationsReply; t: T }) {
  const pending = reply.items.length;
  return (
    <section className="stack">
      <h1 className="page-title">{t('admin:::cancellations::title')}</h1>
      <p className="muted">{t('admin:::cancellations::lead')}</p>
      <nav className="view-switch" aria-label={t('admin:::cancellations::views')}>
        <a href={PAGES.adminAnnulleringer} className="view-switch__link" aria-current="page">
          {t('admin:::cancellations::view_pending')}
          <span
            className="view-switch__count"
            aria-label={t('admin:::cancellations::pending_count', { count: pending })}
          >
            {pending}
          </span>
        </a>
        <a href={`${PAGES.adminAnnulleringer}?visning=afgjorte`} className="view-switch__link">
          {t('admin:::cancellations::view_decided')}
        </a>
      </nav>
      <div className="stack">
        {reply.items.map((item) => {
          const reason = KNOWN_REASONS.includes(item.option_select) ? String(item.option_select) : 'other';
          return (
            <article key={item.cancellation_id} className="card cancellation-card">
              <div className="job-card__head">
                <h2 className="card__title">{item.headline}</h2>
                <span className="badge badge--warning">{t('admin:::cancellations::pending')}</span>
              </div>
              <ul className="card__meta">
                <li>{t('admin:::cancellations::job_id', { id: item.job_id })}</li>
                <li>{t('admin:::cancellations::company', { name: item.company_name })}</li>
                <li>{t('admin:::cancellations::customer', { name: item.user_name })}</li>
                <li>{t('admin:::cancellations::requested', { date: formatShortDate(item.created_at) })}</li>
              </ul>
              <dl className="cancellation-facts">
                <div>
                  <dt>{t('admin:::cancellations::category')}</dt>
                  <dd>{t(`admin:::cancellations::categories::${reason}`)}</dd>
                </div>
                <div>
                  <dt>{t('admin:::cancellations::new_company')}</dt>
                  <dd>
                    {t(item.option_new_one ? 'admin:::cancellations::yes' : 'admin:::cancellations::no')}
                  </dd>
                </div>
                {item.appointment_at !== null && (
                  <div>
                    <dt>{t('admin:::cancellations::appointment')}</dt>
                    <dd>{formatShortDate(item.appointment_at)}</dd>
                  </div>
                )}
              </dl>
              <blockquote className="cancellation-card__reason">
                <span className="visually-hidden">{t('admin:::cancellations::reason')}</span>
                {item.text}
              </blockquote>
              <div className="form-actions">
                <button type="button" className="btn btn--primary">
                  {t('admin:::cancellations::approve')}
                </button>
                <button type="button" className="btn btn--secondary">
                  {t('admin:::cancellations::reject')}
                </button>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
