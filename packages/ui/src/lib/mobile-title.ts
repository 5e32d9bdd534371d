// SPEC §9: on a phone, a title over 20 characters is cut at 25 and given an ellipsis. A title of
// 21–25 characters loses nothing when cut at 25, so it keeps its whole text and gets no '…'
// (issue 10 #14: 'Maling af stue og gang…' looked cut though it fitted).
export const MOBILE_TITLE_LIMIT = 20;
export const MOBILE_TITLE_CUT = 25;

export function shortenMobileTitle(text: string): string {
  const characters = [...text];
  if (characters.length <= MOBILE_TITLE_LIMIT || characters.length <= MOBILE_TITLE_CUT) return text;
  return `${characters.slice(0, MOBILE_TITLE_CUT).join('').trimEnd()}…`;
}
