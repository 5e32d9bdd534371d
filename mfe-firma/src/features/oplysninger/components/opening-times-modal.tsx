// The opening-times modal: per weekday an opening and a closing time or 'Lukket'. Saving sends one
// call per changed value (SPEC §7 openingtimes_send: type, day, val) in an order the server accepts;
// the last reply's table replaces the page's preview. Each call is checked with its schema
// (OpeningTimeBody) before any is sent, after the week's own rules (lib/opening-times.ts).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningTimeReply } from '@opgavetorvet/contracts';
import { Button, Modal, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { checkForm } from '@opgavetorvet/ui/forms';
import { useSendOpeningTimeMutation } from '../api/presentation-api';
import { openingErrors, openingTimeCalls, type DayHours } from '../lib/opening-times';
import { openingTimeForm } from '../lib/settings-forms';

interface Props {
  saved: DayHours[];
  onClose: () => void;
  /** After the calls: the saved table (html) of the last reply, or null when nothing was sent. */
  onSaved: (html: string | null) => void;
}

export function OpeningTimesModal({ saved, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [week, setWeek] = useState<DayHours[]>(saved);
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [send] = useSendOpeningTimeMutation();

  const change = (day: number, patch: Partial<DayHours>) =>
    setWeek((current) => current.map((d) => (d.day === day ? { ...d, ...patch } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = new Map([...openingErrors(week)].map(([day, key]) => [day, t(key)]));
    const calls = openingTimeCalls(saved, week);
    for (const call of calls) {
      const checked = await checkForm(openingTimeForm, call, {}, t);
      if (!checked.ok && !found.has(call.day)) found.set(call.day, checked.errors.join(' '));
    }
    setErrors(found);
    if (found.size > 0) return;
    if (calls.length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    let last: OpeningTimeReply | null = null;
    for (const call of calls) {
      const result = await send(call);
      if ('error' in result) {
        dispatch(notifyFromError(result.error));
        setBusy(false);
        onSaved(last?.html ?? null);
        return;
      }
      last = result.data;
    }
    setBusy(false);
    if (last) dispatch(notify([{ type: 'success', note: last.message }]));
    onSaved(last?.html ?? null);
    onClose();
  };

  return (
    <Modal
      open
      title={t('firma:::oplysninger::opening::modal_title')}
      onClose={onClose}
      testId="opening-times-modal"
    >
      <form className="stack opening-times-form" onSubmit={submit} noValidate>
        {week.map((d) => {
          const dayName = t(`firma:::oplysninger::opening::days::${d.day}`);
          const error = errors.get(d.day);
          return (
            <fieldset key={d.day} className="opening-day" data-testid={`opening-day-${d.day}`}>
              <legend className="opening-day__name">{dayName}</legend>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={d.closed}
                  onChange={(e) => change(d.day, { closed: e.target.checked })}
                />
                <span>{t('firma:::oplysninger::opening::closed')}</span>
              </label>
              <label className="opening-day__time">
                <span>{t('firma:::oplysninger::opening::opens')}</span>
                <input
                  type="time"
                  className="field__input"
                  value={d.open}
                  disabled={d.closed}
                  aria-label={t('firma:::oplysninger::opening::opens_on', { day: dayName })}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => change(d.day, { open: e.target.value })}
                />
              </label>
              <label className="opening-day__time">
                <span>{t('firma:::oplysninger::opening::closes')}</span>
                <input
                  type="time"
                  className="field__input"
                  value={d.close}
                  disabled={d.closed}
                  aria-label={t('firma:::oplysninger::opening::closes_on', { day: dayName })}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => change(d.day, { close: e.target.value })}
                />
              </label>
              {error && (
                <span className="field__error opening-day__error" role="alert">
                  {error}
                </span>
              )}
            </fieldset>
          );
        })}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {t('firma:::oplysninger::opening::save')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('firma:::oplysninger::opening::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
