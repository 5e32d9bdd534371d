// The zip code field (SPEC §2): four digits (SPEC §9) measure the score's nearness from there;
// emptying it also leaves the score sort, which needs it. A code the service does not know is
// refused at the field with the service's text.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@opgavetorvet/ui';
import { isZip } from '../lib/listing-url';
import { useListingNavigation } from '../lib/use-listing-navigation';

/** The input's id, so the sort select can put the focus there. */
export const ZIP_INPUT_ID = 'listing-zip-input';

export interface ZipFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The service's text when it refused the zip code in the address (an unknown code). */
  refusal?: string | null;
}

export function ZipField({ value, onChange, refusal = null }: ZipFieldProps) {
  const { t } = useTranslation();
  const { go } = useListingNavigation();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zip = value.trim();
    if (zip === '') {
      setError(null);
      go({ postnummer: null, score: null });
    } else if (isZip(zip)) {
      setError(null);
      go({ postnummer: zip });
    } else {
      setError(t('errors:::zip'));
    }
  };

  return (
    <form className="listing-zip" onSubmit={submit} noValidate>
      <TextField
        id={ZIP_INPUT_ID}
        label={t('bruger:::listing::zip_label')}
        hint={t('bruger:::listing::zip_hint')}
        error={error ?? refusal}
        data-testid="listing-zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" data-testid="listing-zip-submit">
        {t('bruger:::listing::zip_submit')}
      </Button>
    </form>
  );
}
