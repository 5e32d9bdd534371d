// The text of a box that must not be empty (SPEC §5): its value, its error, and the check a form
// runs before sending ('Dette felt må ikke være tomt.' under the box, cleared once it passes).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useRequiredText() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** False, with the error shown, when the text is empty or blank. */
  const filled = (): boolean => {
    if (text.trim() === '') {
      setError(t('errors:::field_empty'));
      return false;
    }
    setError(null);
    return true;
  };

  return { text, setText, error, setError, filled };
}
