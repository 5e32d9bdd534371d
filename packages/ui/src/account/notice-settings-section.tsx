// 'Notifikationer' (issue 32), on /bruger/profil and /firma/konto: which kinds of notice — offers,
// messages, reminders, review requests, news — the person gets by e-mail and by SMS, one checkbox
// each, saved together. Opened from an alert's unsubscribe link (?afmeldt=<kind>) it says that kind
// was switched off by e-mail.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  NOTICE_SETTING_CHANNELS,
  NOTICE_SETTING_KINDS,
  type NoticeSettingKind,
  type NoticeSettings,
} from '@opgavetorvet/contracts';
import { Button, Card, ErrorArea, Spinner, useSessionUser } from '@opgavetorvet/ui';
import { useSchemaForm } from '../forms';
import { useNoticeSettingsQuery, useSaveNoticeSettingsMutation } from './notice-settings-api';
import { noticeSettingsForm } from './notice-settings-form';

const isKind = (value: string | null): value is NoticeSettingKind =>
  (NOTICE_SETTING_KINDS as readonly string[]).includes(value ?? '');

function NoticeSettingsForm({ settings }: { settings: NoticeSettings }) {
  const { t } = useTranslation();
  // A company's 'Tilbud' are new jobs that fit and answers to its offers: the hint says so (context).
  const hintContext = useSessionUser().user?.role === 'company' ? 'company' : undefined;
  const [save, { isLoading }] = useSaveNoticeSettingsMutation();
  const form = useSchemaForm(noticeSettingsForm, { defaultValues: { settings } });
  const submit = form.handleSubmit(async (body) => {
    const result = await save(body);
    if (form.replied(result) && 'data' in result && result.data)
      form.reset({ settings: result.data.settings });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="notice-settings-form">
      <table className="notice-settings">
        <thead>
          <tr>
            <th scope="col">{t('common:::notice_settings::kind')}</th>
            {NOTICE_SETTING_CHANNELS.map((channel) => (
              <th scope="col" key={channel}>
                {t(`common:::notice_settings::${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTICE_SETTING_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <span className="notice-settings__kind">{t(`common:::notice_settings::kinds::${kind}`)}</span>
                <span className="notice-settings__hint">
                  {t(`common:::notice_settings::hints::${kind}`, { context: hintContext })}
                </span>
              </th>
              {NOTICE_SETTING_CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    aria-label={t('common:::notice_settings::channel_label', {
                      kind: t(`common:::notice_settings::kinds::${kind}`),
                      channel: t(`common:::notice_settings::${channel}`),
                    })}
                    {...form.register(`settings.${kind}.${channel}`)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('common:::notice_settings::save')}
        </Button>
      </div>
    </form>
  );
}

export function NoticeSettingsSection() {
  const { t } = useTranslation();
  const { data, isLoading } = useNoticeSettingsQuery();
  const [params] = useSearchParams();
  const turnedOff = params.get('afmeldt');
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isKind(turnedOff) && data) section.current?.scrollIntoView?.({ block: 'start' });
  }, [turnedOff, data]);
  return (
    <section
      id="notifikationer"
      ref={section}
      aria-labelledby="notifikationer-title"
      data-testid="notice-settings"
    >
      <Card className="stack">
        <h2 className="section-title" id="notifikationer-title">
          {t('common:::notice_settings::title')}
        </h2>
        {isKind(turnedOff) && (
          <p className="notice-settings__done" role="status" data-testid="notice-unsubscribed">
            {t('common:::notice_settings::unsubscribed', {
              kind: t(`common:::notice_settings::kinds::${turnedOff}`),
            })}
          </p>
        )}
        <p className="muted">{t('common:::notice_settings::lead')}</p>
        {isLoading ? (
          <Spinner />
        ) : data ? (
          <NoticeSettingsForm settings={data.settings} />
        ) : (
          <ErrorArea message={t('common:::notice_settings::load_error')} />
        )}
      </Card>
    </section>
  );
}
