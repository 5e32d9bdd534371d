// Whether the company has read the pricelist popup: /firma/modal_prise_read keeps it in the cookie
// popuppriselist_<companyId> (365 days), which the page reads.
export function priceListRead(companyId: number, cookies: string = document.cookie): boolean {
  const name = `popuppriselist_${companyId}=`;
  return cookies.split(';').some((part) => part.trim() === `${name}1`);
}
