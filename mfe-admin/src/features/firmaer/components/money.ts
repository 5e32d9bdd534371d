// Kroner as SPEC §9 writes them (1.234,50 kr.), from øre, with the sign kept.
import { useTranslation } from 'react-i18next';
import { formatOre } from '@opgavetorvet/ui';

/** øre → '1.234,50 kr.' in the page's language. */
export function useKroner(): (ore: number) => string {
  const { t } = useTranslation();
  return (ore) => t('admin:::firmaer::kroner', { amount: formatOre(ore) });
}
