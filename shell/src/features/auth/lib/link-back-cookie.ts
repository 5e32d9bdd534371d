// The link-back cookie (SPEC §3/§9: one day): the page a person was on when she asked for a
// password code, so the login after choosing the new password (perhaps from the mail's link, on
// another page or tab) leads back there. Read once: the login takes it and clears it.
export const LINK_BACK_COOKIE = 'linkback';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function rememberLinkBack(path: string): void {
  document.cookie = `${LINK_BACK_COOKIE}=${encodeURIComponent(path)}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}

/** The page to go back to ('' without one); the cookie is cleared. */
export function takeLinkBack(): string {
  const prefix = `${LINK_BACK_COOKIE}=`;
  const part = document.cookie
    .split(';')
    .map((piece) => piece.trim())
    .find((piece) => piece.startsWith(prefix));
  if (!part) return '';
  document.cookie = `${LINK_BACK_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return '';
  }
}
