// The quote request form of /indhent-tilbud (SPEC §2): which of the company's services, a short
// description, name, e-mail, phone and zip. It is sent as a personalised work order to that
// company (/bruger/createpersonalizedwork, no amount), with SPEC §5's checks and messages and the
// profile confirmation of SPEC §6 for an e-mail that already has a profile.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfileReply } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal, TextField, useSessionUser } from '@opgavetorvet/ui';
import { usePersonalizedOrder } from '../hooks/use-personalized-order';
import { contactErrors, type ContactFields } from '../lib/order-rules';
import { quoteLines } from '../lib/quote-lines';
import { PendingProfileConfirmation } from './confirm-profile-form';

const HEADLINE_MAX = 120;

export function QuoteRequestForm({ company }: { company: CompanyProfileReply }) {
  const { t } = useTranslation();
  const selectId = useId();
  const { user } = useSessionUser();
  const lines = quoteLines(company.pricelists);
  const [line, setLine] = useState(lines[0]?.value ?? '');
  const [headline, setHeadline] = useState('');
  const [contact, setContact] = useState<ContactFields>({
    name: user?.role === 'user' ? user.name : '',
    email: user?.role === 'user' ? user.email : '',
    phone: '',
    location: '',
  });
  const order = usePersonalizedOrder();
  const canOrder = !user || user.role === 'user';
  const k = (key: string) => t(`bruger:::order::quote::${key}`);
  const set = (key: keyof ContactFields) => (event: { target: { value: string } }) =>
    setContact((values) => ({ ...values, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = lines.find((option) => option.value === line);
    const errors = [
      ...(chosen ? [] : ['bruger:::order::quote::line_required']),
      ...(headline.trim() === '' ? ['bruger:::order::quote::headline_required'] : []),
      ...contactErrors(contact),
    ];
    if (errors.length > 0 || !chosen) {
      void order.submit({ ok: false, errors });
      return;
    }
    void order.submit({
      ok: true,
      body: {
        name: contact.name.trim(),
        email: contact.email.trim(),
        phone: contact.phone.trim(),
        location: contact.location.trim(),
        pricelist: chosen.pricelist,
        categoryid: chosen.categoryid,
        attr_id: 0,
        amount: 0,
        headline: headline.trim(),
        company_id: company.company_id,
      },
    });
  };

  return (
    <>
      <form className="stack quote-form" onSubmit={onSubmit} noValidate data-testid="quote-form">
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {k('line')}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={line}
            onChange={(event) => setLine(event.target.value)}
          >
            {lines.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={k('headline')}
          hint={k('headline_hint')}
          maxLength={HEADLINE_MAX}
          value={headline}
          onChange={(event) => setHeadline(event.target.value)}
        />
        <fieldset className="stack quote-form__contact">
          <legend>{k('contact')}</legend>
          <p className="field__hint">{k('contact_hint')}</p>
          <TextField label={k('name')} autoComplete="name" value={contact.name} onChange={set('name')} />
          <TextField
            label={k('email')}
            type="email"
            autoComplete="email"
            value={contact.email}
            onChange={set('email')}
          />
          <TextField
            label={k('phone')}
            type="tel"
            autoComplete="tel"
            value={contact.phone}
            onChange={set('phone')}
          />
          <TextField
            label={k('zip')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            value={contact.location}
            onChange={set('location')}
          />
        </fieldset>
        <ErrorArea message={order.errors} testId="quote-error" />
        {!canOrder && <p className="muted">{t('bruger:::order::customers_only')}</p>}
        <div className="form-actions">
          <Button type="submit" busy={order.busy} disabled={!canOrder}>
            {k('submit')}
          </Button>
        </div>
      </form>
      <Modal
        open={order.pending !== null}
        title={t('bruger:::order::confirm::title')}
        onClose={order.cancelConfirmation}
        testId="confirm-profile-modal"
      >
        <PendingProfileConfirmation order={order} />
      </Modal>
    </>
  );
}
