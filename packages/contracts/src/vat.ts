// Danish VAT (moms), 25 %: amounts the product charges include it (a top-up pays moms, so the
// balance and the plan prices debited from it are amounts with moms). The receipts split it out,
// and the subscription page shows each plan's price with and without it.
export const VAT_RATE = 0.25;

/** Splits an amount that includes moms into the amount before moms and the moms, in øre. */
export function splitVat(totalOre: number): { netOre: number; vatOre: number } {
  const vatOre = Math.round((totalOre * VAT_RATE) / (1 + VAT_RATE));
  return { netOre: totalOre - vatOre, vatOre };
}
