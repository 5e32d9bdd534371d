// Danish VAT (moms) on a receipt: the paid amount includes 25 % moms, so moms is a fifth of it.
export const VAT_RATE = 0.25;

/** Splits an amount that includes moms into the amount before moms and the moms, in øre. */
export function splitVat(totalOre: number): { netOre: number; vatOre: number } {
  const vatOre = Math.round((totalOre * VAT_RATE) / (1 + VAT_RATE));
  return { netOre: totalOre - vatOre, vatOre };
}
