// The authorisations and guarantee schemes of the "Firmaprofil" form (issue 31): one checkbox per
// kind of authorisation (AUTHORISATION_KINDS) with the box of its number once ticked, and one
// checkbox per guarantee scheme (GUARANTEE_SCHEMES), named as customers read them
// (common:::company_details). A ticked authorisation without its number is told at that number.
import { useTranslation } from 'react-i18next';
import { AUTHORISATION_KINDS, AUTHORISATION_NUMBER_MAX, GUARANTEE_SCHEMES } from '@opgavetorvet/contracts';
import { TextField } from '@opgavetorvet/ui';
import { numberField, type ProfileDetailsFormReturn } from '../lib/profile-details-form';

const key = (name: string) => `firma:::oplysninger::profile_details::${name}`;

export function ProfileCredentialsFields({ form }: { form: ProfileDetailsFormReturn }) {
  const { t } = useTranslation();
  const held = form.watch('authorisations');
  const numberErrors = AUTHORISATION_KINDS.some((kind) => form.errorAt(numberField(kind)) !== null);
  // The schema's refusal of the list, when no number's own text tells it already.
  const listError = numberErrors ? null : form.errorAt('authorisations');
  return (
    <>
      <fieldset className="profile-details__group" aria-describedby="profile-authorisations-help">
        <legend className="profile-details__legend">{t(key('authorisations'))}</legend>
        <p className="muted" id="profile-authorisations-help">
          {t(key('authorisations_help'))}
        </p>
        <ul className="profile-details__authorisations">
          {AUTHORISATION_KINDS.map((kind) => {
            const name = t(`common:::company_details::kinds::${kind}`);
            return (
              <li key={kind} className="profile-details__authorisation">
                <label className="checkbox">
                  <input type="checkbox" value={kind} {...form.register('authorisations')} />
                  <span>{name}</span>
                </label>
                {held.includes(kind) && (
                  <TextField
                    label={t(key('authorisation_number'), { kind: name })}
                    maxLength={AUTHORISATION_NUMBER_MAX}
                    {...form.field(numberField(kind))}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {listError && (
          <span className="field__error" role="alert">
            {listError}
          </span>
        )}
      </fieldset>
      <fieldset className="profile-details__group">
        <legend className="profile-details__legend">{t(key('guarantees'))}</legend>
        <div className="checkbox-grid">
          {GUARANTEE_SCHEMES.map((scheme) => (
            <label className="checkbox" key={scheme}>
              <input type="checkbox" value={scheme} {...form.register('guarantees')} />
              <span>{t(`common:::company_details::guarantees::${scheme}`)}</span>
            </label>
          ))}
        </div>
        {form.errorAt('guarantees') && (
          <span className="field__error" role="alert">
            {form.errorAt('guarantees')}
          </span>
        )}
      </fieldset>
    </>
  );
}
