// One list of page addresses (issue 29): a page's address is written once, in the contracts'
// PAGES (packages/contracts src/paths.ts), and the service, the shell and the remotes build their
// routes, links, redirects and the links of notices, mails and SMS from it. This fails when a
// source file (tests aside) writes a page address itself, whole or with `${…}` parts: '/firma/konto',
// `/bruger/opgave/${id}`, `${base}/firma/opgaver?jobid=${id}`. The service's calls under the
// portals' prefixes (/bruger/modalformlogin, /firma/vundne_tab2, …) are not pages and pass.
import { describe, expect, it } from 'vitest';
import {
  INTERPOLATION,
  OUTSIDE_CONTRACTS,
  literalsUnder,
  type SourceLiteral,
} from '../../test/source-literals.js';
import { PAGE_ROUTES } from './page-routes.js';

/**
 * The pages a literal could be told apart as: not '/' (a cookie's path, a route prefix) and not the
 * pages whose first segment is dynamic (/:slug names every one-segment address).
 */
const PATTERNS = PAGE_ROUTES.filter((route) => route !== '/' && !route.startsWith('/:')).map((route) =>
  route.split('/').slice(1),
);

/** The address part of a literal that starts with one, after any `${…}` before it (a base URL). */
function addressOf(text: string): string | null {
  const rest = text.replace(new RegExp(`^${INTERPOLATION}+`), '');
  if (!rest.startsWith('/')) return null;
  return rest.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? null;
}

/** Whether the address names a page of the list: a `${…}` segment stands for any value. */
function namesPage(address: string): boolean {
  const segments = address.split('/').slice(1);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((expected, i) => {
        const segment = segments[i] ?? '';
        if (segment.includes(INTERPOLATION) || expected.startsWith(':')) return segment !== '';
        return segment.toLowerCase() === expected;
      }) &&
      // At least one written segment says which page: `${a}/${b}` names none.
      pattern.some(
        (expected, i) => !expected.startsWith(':') && !(segments[i] ?? '').includes(INTERPOLATION),
      ),
  );
}

const pageLiterals = (literals: SourceLiteral[]) =>
  literals
    .filter((literal) => literal.kind === 'string')
    .filter((literal) => {
      const address = addressOf(literal.text);
      return address !== null && namesPage(address);
    })
    .map((literal) => `${literal.where}: ${JSON.stringify(literal.text.replaceAll(INTERPOLATION, '${…}'))}`);

describe('page addresses come from the contracts’ one list', () => {
  it('tells a page address from a call and from other text', () => {
    const page = (text: string) => namesPage(addressOf(text) ?? '');
    const x = INTERPOLATION;
    expect(page('/firma/konto')).toBe(true);
    expect(page('/Firma/Opgaver/')).toBe(true);
    expect(page(`/bruger/opgave/${x}`)).toBe(true);
    expect(page(`${x}/firma/opgaver?jobid=${x}`)).toBe(true);
    expect(page(`/admin/${x}`)).toBe(true);
    expect(page('/hjaelp/firma?title=1')).toBe(true);
    expect(page('/bruger/modalformlogin')).toBe(false);
    expect(page('/api/firma/opgaver')).toBe(false);
    expect(page(`/${x}`)).toBe(false);
    expect(page(`${x}/${x}`)).toBe(false);
    expect(page('/')).toBe(false);
    expect(page('firma/opgaver')).toBe(false);
  });

  it('finds one written in a source file', () => {
    const literals: SourceLiteral[] = [
      {
        where: 'x.ts:1',
        kind: 'string',
        text: `/firma/opgaver/dine-vundne-opgaver/bookings/${INTERPOLATION}`,
      },
      { where: 'x.ts:2', kind: 'string', text: '/bruger/complaintsend' },
    ];
    expect(pageLiterals(literals)).toEqual(['x.ts:1: "/firma/opgaver/dine-vundne-opgaver/bookings/${…}"']);
  });

  it('no source file of the service or the front ends writes a page address itself', () => {
    expect(pageLiterals(literalsUnder(OUTSIDE_CONTRACTS))).toEqual([]);
  });
});
