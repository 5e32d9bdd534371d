// Sending a personalised work order (SPEC §5/§6/§8): the form's check with the call's schema first; a visitor's e-mail
// is then looked up (/bruger/findemail) and a customer profile with it must be confirmed by its
// password before the order goes (a company's e-mail cannot order); the server's refusal is shown
// in the form's error area with the submit enabled again, and a success goes to the returned link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PersonalizedWorkBody } from '@opgavetorvet/contracts';
import type { FormCheck } from '@opgavetorvet/ui/forms';
import { serverTextOfError, useSessionUser } from '@opgavetorvet/ui';
import { useCreatePersonalizedWorkMutation, useOrderFindEmailMutation } from '../api/order-api';

/** A profile that owns the typed e-mail and must be confirmed by its password. */
export interface PendingConfirmation {
  email: string;
  ownerName: string;
  body: PersonalizedWorkBody;
}

/** A link from a reply is followed only when it is a path on this site. */
const isSitePath = (link: string): boolean =>
  link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');

export function usePersonalizedOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const [findEmail] = useOrderFindEmailMutation();
  const [create] = useCreatePersonalizedWorkMutation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);

  const send = async (body: PersonalizedWorkBody): Promise<void> => {
    setBusy(true);
    const result = await create(body);
    if ('error' in result) {
      setErrors([serverTextOfError(result.error) ?? t('errors:::internal')]);
      setBusy(false);
      return;
    }
    if (result.data.error !== '' || !isSitePath(result.data.link)) {
      setErrors([result.data.error || t('errors:::internal')]);
      setBusy(false);
      return;
    }
    navigate(result.data.link);
  };

  const submit = async (read: FormCheck<typeof PersonalizedWorkBody>): Promise<void> => {
    if (busy) return;
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors([]);
    if (!user) {
      setBusy(true);
      const lookup = await findEmail({ email: read.body.email });
      setBusy(false);
      if ('error' in lookup) {
        setErrors([serverTextOfError(lookup.error) ?? t('errors:::internal')]);
        return;
      }
      if (lookup.data.type === 'company') {
        setErrors([t('bruger:::order::company_email')]);
        return;
      }
      if (lookup.data.type === 'user') {
        setPending({ email: read.body.email, ownerName: lookup.data.owner_name, body: read.body });
        return;
      }
    }
    await send(read.body);
  };

  /** The profile was confirmed (and logged in): the order goes now, into that account. */
  const confirmed = async (): Promise<void> => {
    const body = pending?.body;
    setPending(null);
    if (body) await send(body);
  };

  return { busy, errors, pending, submit, confirmed, cancelConfirmation: () => setPending(null) };
}
