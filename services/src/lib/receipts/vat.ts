// Danish VAT (moms) on a receipt: the paid amount includes 25 % moms, so moms is a fifth of it. The
// rule is the contracts' (the subscription page shows plan prices with and without moms by it too).
export { VAT_RATE, splitVat } from '@opgavetorvet/contracts';
