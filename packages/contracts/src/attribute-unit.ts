// Whether a number attribute's name already says its unit ('Antal rum' with the unit 'rum'): its
// label then shows the name alone, not 'Antal rum (rum)'. Without TypeBox, like job-status-tone.ts.

/** True when the unit is a word of the name (Danish lower case). */
export function nameSaysUnit(name: string, unit: string | null | undefined): boolean {
  if (!unit) return false;
  const words = name.toLocaleLowerCase('da-DK').split(/[^\p{L}\p{N}²³]+/u);
  return words.includes(unit.toLocaleLowerCase('da-DK').trim());
}
