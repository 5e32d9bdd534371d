// The CVR number of the "Firmaprofil" form (issue 31): its box (8 digits; the check digit, the
// seller's own number, a number in use and the register's "ceased" or "unknown" are told here),
// the "CVR-verificeret" badge while the saved number is the one the register found active, and
// what the register says of it (name, address, industry), whose address can be taken into the form.
import { useTranslation } from 'react-i18next';
import type { CompanyDetailsReply, CvrRegisterFacts } from '@opgavetorvet/contracts';
import { Badge, Button, TextField } from '@opgavetorvet/ui';
import type { ProfileDetailsFormReturn } from '../lib/profile-details-form';

const key = (name: string) => `firma:::oplysninger::profile_details::${name}`;

interface RegisterFactsProps {
  register: CvrRegisterFacts;
  onTakeAddress: (register: CvrRegisterFacts) => void;
}

function RegisterFacts({ register, onTakeAddress }: RegisterFactsProps) {
  const { t } = useTranslation();
  const industry = [register.industry_code, register.industry].filter(Boolean).join(' ');
  return (
    <div className="profile-details__register" data-testid="cvr-register">
      <h3 className="profile-details__subtitle">{t(key('register_title'))}</h3>
      <dl className="facts">
        <dt>{t(key('register_name'))}</dt>
        <dd>{register.name}</dd>
        {register.address && (
          <>
            <dt>{t(key('register_address'))}</dt>
            <dd>{t(key('register_address_value'), register)}</dd>
          </>
        )}
        {industry && (
          <>
            <dt>{t(key('register_industry'))}</dt>
            <dd>{industry}</dd>
          </>
        )}
      </dl>
      {register.address && (
        <div className="form-actions">
          <Button variant="secondary" onClick={() => onTakeAddress(register)}>
            {t(key('use_register_address'))}
          </Button>
        </div>
      )}
    </div>
  );
}

export function CvrFields({ form, saved }: { form: ProfileDetailsFormReturn; saved: CompanyDetailsReply }) {
  const { t } = useTranslation();
  const cvr = form.watch('cvr');
  const verified = saved.cvr_verified && saved.cvr !== '' && cvr.trim() === saved.cvr;
  const takeAddress = (register: CvrRegisterFacts) => {
    form.setValue('address', register.address, { shouldDirty: true });
    form.setValue('zip', register.zip, { shouldDirty: true });
  };
  return (
    <div className="stack profile-details__cvr">
      <div className="profile-details__cvr-field">
        <TextField
          label={t(key('cvr'))}
          hint={t(key('cvr_hint'))}
          inputMode="numeric"
          maxLength={8}
          {...form.field('cvr')}
        />
        {verified && (
          <span className="profile-details__badge" data-testid="cvr-verified">
            <Badge tone="success">{t(key('verified'))}</Badge>
          </span>
        )}
      </div>
      {saved.register && <RegisterFacts register={saved.register} onTakeAddress={takeAddress} />}
    </div>
  );
}
