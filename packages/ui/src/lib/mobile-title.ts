// SPEC §9: on a phone, a title over 20 characters is cut at 25 and given an ellipsis. As the spec
// says it (issue 34): every title longer than the limit gets the '…', also one of 21–25 characters
// that keeps all its characters when cut at 25 (issue 10 #14 had left those whole).
export const MOBILE_TITLE_LIMIT = 20;
export const MOBILE_TITLE_CUT = 25;

export function shortenMobileTitle(text: string): string {
  const characters = [...text];
  if (characters.length <= MOBILE_TITLE_LIMIT) return text;
  return `${characters.slice(0, MOBILE_TITLE_CUT).join('').trimEnd()}…`;
}
