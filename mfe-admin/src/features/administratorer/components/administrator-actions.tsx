// The buttons on another administrator's card (issue 33): reset its second factor (once it is set
// up), deactivate it, or reactivate a deactivated one. Each asks first in a dialog that says what
// will happen; the service's reply is shown as a notification and the list is read again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministratorRow } from '@opgavetorvet/contracts';
import { Button, Modal, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { type AdministratorAction, useChangeAdministratorMutation } from '../api/admin-accounts-api';

/** Each action's texts: its button, the dialog's title and what it says will happen. */
const TEXTS: Record<AdministratorAction, { button: string; title: string; lead: string }> = {
  'nulstil-totp': {
    button: 'admin:::administratorer::reset_totp',
    title: 'admin:::administratorer::reset_totp_title',
    lead: 'admin:::administratorer::reset_totp_lead',
  },
  deaktiver: {
    button: 'admin:::administratorer::deactivate',
    title: 'admin:::administratorer::deactivate_title',
    lead: 'admin:::administratorer::deactivate_lead',
  },
  genaktiver: {
    button: 'admin:::administratorer::reactivate',
    title: 'admin:::administratorer::reactivate_title',
    lead: 'admin:::administratorer::reactivate_lead',
  },
};

/** The actions the card offers: none on one's own. */
function actionsOf(admin: AdministratorRow): AdministratorAction[] {
  if (admin.you) return [];
  const reset: AdministratorAction[] = admin.second_factor === 'set_up' ? ['nulstil-totp'] : [];
  return [...reset, admin.active ? 'deaktiver' : 'genaktiver'];
}

export function AdministratorActions({ admin, onDone }: { admin: AdministratorRow; onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<AdministratorAction | null>(null);
  const [change, { isLoading }] = useChangeAdministratorMutation();
  const actions = actionsOf(admin);
  if (actions.length === 0) return null;

  const confirm = async (action: AdministratorAction) => {
    const result = await change({ userId: admin.id, action });
    setAsking(null);
    if (dispatch(notifyFromResult(result))) onDone();
  };

  const texts = asking ? TEXTS[asking] : null;
  return (
    <div className="form-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'genaktiver' ? 'primary' : 'secondary'}
          onClick={() => setAsking(action)}
        >
          {t(TEXTS[action].button)}
        </Button>
      ))}
      {asking && texts && (
        <Modal
          open
          title={t(texts.title, { name: admin.name })}
          onClose={() => setAsking(null)}
          testId="administrator-confirm"
        >
          <div className="stack">
            <p>{t(texts.lead, { name: admin.name })}</p>
            <div className="form-actions">
              <Button
                variant={asking === 'genaktiver' ? 'primary' : 'danger'}
                busy={isLoading}
                onClick={() => void confirm(asking)}
              >
                {t(texts.button)}
              </Button>
              <Button variant="quiet" onClick={() => setAsking(null)}>
                {t('admin:::administratorer::cancel')}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
