// The Danish CVR number's own check (issue 31): eight digits whose weighted sum with the weights
// 2 7 6 5 4 3 2 1 is divisible by 11 (the register's modulus-11 rule). Shared so a form can warn
// before sending; the service checks it again with the rules only it can (the seller's own number,
// a number another company uses, the register).
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;

/** Whether `cvr` is eight digits that pass the modulus-11 check. */
export function isCvrNumber(cvr: string): boolean {
  if (!/^[0-9]{8}$/.test(cvr)) return false;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(cvr[i]) * WEIGHTS[i];
  return sum % 11 === 0 && cvr[0] !== '0';
}
