// Kroner as SPEC §9 writes them (1.234,50 kr.), from øre, with the sign kept.
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@opgavetorvet/ui';

export function formatOre(ore: number): string {
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${formatAmount(Math.floor(abs / 100), abs % 100)}`;
}

/** øre → '1.234,50 kr.' in the page's language. */
export function useKroner(): (ore: number) => string {
  const { t } = useTranslation();
  return (ore) => t('admin:::firmaer::kroner', { amount: formatOre(ore) });
}
