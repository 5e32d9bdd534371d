// The contracts' page list and its builders: SPEC §2's addresses exactly as the product has always
// written them (a link in a mail sent yesterday still opens its page), and the route of a page
// under its mount as the shell and the remotes nest them.
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, adminCompanyPage } from './admin-paths.js';
import {
  AREAS,
  LANDING_PAGES,
  PAGES,
  bookingPage,
  closeJobPage,
  companyProfilePage,
  createJobForCompanyPage,
  createJobInPage,
  jobPage,
  openJobPage,
  pagePath,
  quoteRequestPage,
  routeUnder,
  supplierHiredPage,
} from './paths.js';

describe('the page builders', () => {
  it("write SPEC §2's addresses", () => {
    expect(jobPage(12)).toBe('/bruger/opgave/12');
    expect(closeJobPage(12, 7)).toBe('/bruger/lukopgave/12?contact_id=7');
    expect(supplierHiredPage(12, 7)).toBe('/bruger/leverandorhyret/12/?contact_id=7');
    expect(bookingPage(7)).toBe('/firma/opgaver/dine-vundne-opgaver/bookings/7');
    expect(openJobPage(12)).toBe('/firma/opgaver?jobid=12');
    expect(adminCompanyPage(3)).toBe('/admin/firmaer/3');
    expect(createJobForCompanyPage(3)).toBe('/createjob?sendcompany=3');
    expect(companyProfilePage('tomrer-jensen')).toBe('/tomrer-jensen');
  });

  it('encode the names a person chose, and fill every dynamic segment', () => {
    expect(createJobInPage('maler & co')).toBe('/createjob/maler%20%26%20co');
    expect(quoteRequestPage('tømrer-jensen')).toBe('/indhent-tilbud?firma=t%C3%B8mrer-jensen');
    expect(
      pagePath(PAGES.firmaerBy, { kategori: 'maler', region: 'region-hovedstaden', by: 'koebenhavn' }),
    ).toBe('/firmaer/maler/region-hovedstaden/koebenhavn');
  });
});

describe('the page list', () => {
  it('names each address once, every page inside a mount under it', () => {
    const pages = [...Object.values(PAGES), ...Object.values(ADMIN_PAGES)];
    expect(new Set(pages).size).toBe(pages.length);
    expect(Object.values(ADMIN_PAGES).every((page) => routeUnder(PAGES.admin, page) !== '')).toBe(true);
    expect(Object.values(LANDING_PAGES).every((page) => pages.includes(page))).toBe(true);
    expect(routeUnder(AREAS.bruger, PAGES.brugerOpgave)).toBe('opgave/:jobId');
    expect(routeUnder(PAGES.home, AREAS.hjaelp)).toBe('hjaelp');
    expect(routeUnder(PAGES.home, PAGES.categoryCreateJob)).toBe(':createjobUri/:slug');
    expect(() => routeUnder(AREAS.firma, PAGES.brugerOpgaver)).toThrow('/bruger/opgaver is not under /firma');
    // '/firmaer' starts with '/firma' but is not under it.
    expect(() => routeUnder(AREAS.firma, PAGES.firmaer)).toThrow();
  });
});
