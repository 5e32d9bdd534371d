// The calendar modal's subscription part: the secret address of the company's calendar feed
// (GET /api/firma/kalender/abonnement) to paste into a calendar app, with a copy button and a
// short help, and 'Lav nyt link', which first asks (the old address stops working at once) and
// then shows the new address (POST; the cached address is replaced).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCalendarFeedQuery, useRenewCalendarFeedMutation } from '../api/bookings-api';

type Status = 'copied' | 'copy_failed' | 'renewed' | null;

export function CalendarFeedSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const questionId = useId();
  const field = useRef<HTMLInputElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const feed = useCalendarFeedQuery();
  const [renew, renewal] = useRenewCalendarFeedMutation();
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const url = feed.data?.url ?? '';
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      field.current?.select();
      setStatus('copy_failed');
    }
  };

  const confirmRenewal = async () => {
    const result = await renew();
    if ('error' in result) return;
    setAsking(false);
    setStatus('renewed');
    field.current?.focus();
  };

  const renewError = renewal.isError
    ? (serverTextOfError(renewal.error) ?? t('firma:::bookings::calendar::feed::renew_failed'))
    : null;

  return (
    <section className="calendar-feed stack" aria-labelledby={titleId} data-testid="calendar-feed">
      <h3 className="calendar-feed__title" id={titleId}>
        {t('firma:::bookings::calendar::feed::title')}
      </h3>
      <p className="muted calendar-feed__help">{t('firma:::bookings::calendar::feed::help')}</p>
      {feed.isError && <ErrorArea message={t('firma:::bookings::calendar::feed::load_error')} />}
      {feed.isLoading && <Spinner />}
      {url && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${titleId}-url`}>
              {t('firma:::bookings::calendar::feed::url_label')}
            </label>
            <div className="calendar-feed__row">
              <input
                ref={field}
                id={`${titleId}-url`}
                className="field__input calendar-feed__url"
                type="text"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="calendar-feed-url"
              />
              <Button variant="secondary" onClick={copy}>
                {t('firma:::bookings::calendar::feed::copy')}
              </Button>
            </div>
          </div>
          <p
            className={`calendar-feed__status${status === 'copy_failed' ? ' calendar-feed__status--warn' : ''}`}
            role="status"
          >
            {status && t(`firma:::bookings::calendar::feed::${status}`)}
          </p>
          {asking ? (
            <div className="calendar-feed__confirm stack" role="group" aria-labelledby={questionId}>
              <p className="calendar-feed__question" id={questionId} ref={question} tabIndex={-1}>
                <strong>{t('firma:::bookings::calendar::feed::renew_question')}</strong>
              </p>
              <p>{t('firma:::bookings::calendar::feed::renew_warning')}</p>
              <ErrorArea message={renewError} />
              <div className="form-actions">
                <Button busy={renewal.isLoading} onClick={confirmRenewal}>
                  {t('firma:::bookings::calendar::feed::renew_confirm')}
                </Button>
                <Button variant="quiet" onClick={() => setAsking(false)}>
                  {t('firma:::bookings::calendar::feed::renew_cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div>
              <Button
                variant="quiet"
                onClick={() => {
                  renewal.reset();
                  setStatus(null);
                  setAsking(true);
                }}
              >
                {t('firma:::bookings::calendar::feed::renew')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
