// The "Logo" section of /firma/oplysninger (issue 30): the photo picker over the company's logo (one
// image, no caption, uploaded as 'logo'). 'Gem logo' sets a new one (PUT /api/firma/logo, its body
// checked with the call's schema) or, when the picker was emptied, removes the saved one (DELETE);
// it waits for an upload on its way and says so. The logo shows on the profile, the directory and
// the offers.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@opgavetorvet/contracts';
import { Button, Card, ErrorArea, Spinner, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { checkForm } from '@opgavetorvet/ui/forms';
import { PhotoPicker, pickedFromPhotos, type PickedFile } from '@opgavetorvet/ui/media';
import { useFirmaLogoQuery, useRemoveFirmaLogoMutation, useSetFirmaLogoMutation } from '../api/gallery-api';
import { logoForm } from '../lib/gallery-forms';
import { checkedBody } from '../lib/settings-forms';

/** A company has one logo. */
const LOGO_MAX = 1;

function LogoEditor({ saved }: { saved: StoredFile | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState<PickedFile[]>(() =>
    saved ? pickedFromPhotos([{ ...saved, caption: null }]) : [],
  );
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [setLogo, setting] = useSetFirmaLogoMutation();
  const [removeLogo, removing] = useRemoveFirmaLogoMutation();
  const onBusyChange = useCallback((sending: boolean) => {
    setBusy(sending);
    if (!sending) setWaiting(false);
  }, []);
  const picked = value[0];
  const changed = picked ? picked.file.key !== saved?.key : saved !== null;
  const saving = setting.isLoading || removing.isLoading;

  const save = async () => {
    if (busy) {
      setWaiting(true);
      return;
    }
    if (!picked) {
      const result = await removeLogo();
      if ('error' in result) return void dispatch(notifyFromError(result.error));
      dispatch(notify([{ type: 'success', note: t('firma:::oplysninger::logo::removed') }]));
      return;
    }
    const body = await checkedBody(checkForm(logoForm, { key: picked.file.key }, {}, t), dispatch);
    if (!body) return;
    const result = await setLogo(body);
    if ('error' in result) return void dispatch(notifyFromError(result.error));
    dispatch(notify([{ type: 'success', note: t('firma:::oplysninger::logo::saved') }]));
  };

  return (
    <div className="stack">
      {!saved && <p data-testid="logo-none">{t('firma:::oplysninger::logo::none')}</p>}
      <PhotoPicker
        purpose="logo"
        max={LOGO_MAX}
        captions={false}
        label={t('firma:::oplysninger::logo::choose')}
        value={value}
        onChange={setValue}
        onBusyChange={onBusyChange}
        disabled={saving}
      />
      {waiting && busy && (
        <p className="field__error" role="alert">
          {t('firma:::oplysninger::logo::uploading')}
        </p>
      )}
      <div className="form-actions">
        <Button busy={saving} disabled={!changed && !busy} onClick={() => void save()}>
          {t(picked || !saved ? 'firma:::oplysninger::logo::save' : 'firma:::oplysninger::logo::remove')}
        </Button>
      </div>
    </div>
  );
}

export function LogoSection() {
  const { t } = useTranslation();
  const logo = useFirmaLogoQuery();
  return (
    <Card className="settings-section" data-testid="logo-section" aria-labelledby="logo-section-title">
      <h2 className="card__title" id="logo-section-title">
        {t('firma:::oplysninger::logo::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::logo::help')}</p>
      {logo.data ? (
        // A saved change starts the editor afresh over what the service keeps.
        <LogoEditor key={logo.data.logo?.key ?? 'none'} saved={logo.data.logo} />
      ) : logo.isError ? (
        <ErrorArea message={t('errors:::content_load_failed')} />
      ) : (
        <Spinner />
      )}
    </Card>
  );
}
