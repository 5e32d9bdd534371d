// The quote request form of /indhent-tilbud (SPEC §2): which of the company's services, a short
// description, name, e-mail, phone and zip. It is sent as a personalised work order to that
// company (/bruger/createpersonalizedwork, no amount), with SPEC §5's checks and messages and the
// profile confirmation of SPEC §6 for an e-mail that already has a profile. It is checked with the
// call's schema (lib/order-rules.ts quoteForm), the texts listed in the form's error area. A
// visitor's e-mail is looked up among companies as it is typed (SPEC §6): a company's address offers
// to log in as the company (ExistingProfileCheck, /firma/data_acknowledgment).
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANDING_PAGES, PersonalizedWorkBody, type CompanyProfileReply } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal, TextField, useSessionUser } from '@opgavetorvet/ui';
import { ExistingProfileCheck } from '@opgavetorvet/ui/existing-profile';
import { ConsentSentence, maxLengthOf, useSchemaForm } from '@opgavetorvet/ui/forms';
import { usePersonalizedOrder } from '../hooks/use-personalized-order';
import { quoteForm } from '../lib/order-rules';
import { quoteLines } from '../lib/quote-lines';
import { PendingProfileConfirmation } from './confirm-profile-form';

/** The consent sentence's id, which the submit button's aria-describedby names. */
const QUOTE_CONSENT_ID = 'quote-consent';

const HEADLINE_MAX = maxLengthOf(PersonalizedWorkBody, 'headline');

export function QuoteRequestForm({ company }: { company: CompanyProfileReply }) {
  const { t } = useTranslation();
  const selectId = useId();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const lines = quoteLines(company.pricelists);
  const form = useSchemaForm(quoteForm, {
    defaultValues: {
      line: lines[0]?.value ?? '',
      headline: '',
      name: user?.role === 'user' ? user.name : '',
      phone: '',
      location: '',
      email: user?.role === 'user' ? user.email : '',
    },
    fixed: { company_id: company.company_id, attr_id: 0, amount: 0 },
  });
  const order = usePersonalizedOrder();
  const canOrder = !user || user.role === 'user';
  const k = (key: string) => t(`bruger:::order::quote::${key}`);
  // The texts of a refused form stand in the error area with the server's (SPEC §5/§8).
  const onSubmit = form.handleSubmit(
    (body) => order.submit({ ok: true, body }),
    () => order.submit({ ok: false, errors: [], fields: [] }),
  );
  const errors = [...form.errorList(), ...order.errors];

  return (
    <>
      <form
        className="stack quote-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="quote-form"
      >
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {k('line')}
          </label>
          <select id={selectId} className="field__input" {...form.register('line')}>
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
          {...form.register('headline')}
        />
        <fieldset className="stack quote-form__contact">
          <legend>{k('contact')}</legend>
          <p className="field__hint">{k('contact_hint')}</p>
          <TextField label={k('name')} autoComplete="name" {...form.register('name')} />
          <TextField label={k('email')} type="email" autoComplete="email" {...form.register('email')} />
          <ExistingProfileCheck
            email={form.watch('email')}
            among="company"
            enabled={!user}
            onConfirmed={() => navigate(LANDING_PAGES.company)}
          />
          <TextField label={k('phone')} type="tel" autoComplete="tel" {...form.register('phone')} />
          <TextField
            label={k('zip')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            {...form.register('location')}
          />
        </fieldset>
        <ErrorArea message={errors} testId="quote-error" />
        {!canOrder && <p className="muted">{t('bruger:::order::customers_only')}</p>}
        <ConsentSentence textKey="bruger:::order::consent" id={QUOTE_CONSENT_ID} testId="quote-consent" />
        <div className="form-actions">
          <Button type="submit" busy={order.busy} disabled={!canOrder} aria-describedby={QUOTE_CONSENT_ID}>
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
