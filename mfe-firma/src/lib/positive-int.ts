// A whole number of 1 or more from the address (?page=, ?contact_id=, ?jobid=), or null.
export function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}
