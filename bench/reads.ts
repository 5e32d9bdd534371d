// The reads `npm run bench` drives (run.ts), as the portals ask for them: the company's open jobs as
// mfe-firma's open-jobs page asks (page 1 in the company's own regions, issue 31; one other region
// and all of Denmark by ?omraade; a search word; the catalogue's region ids, with a word), the
// catalogue's html of the same query, the won jobs and the booking list (mfe-firma), the customer's
// job page with one offer and with ten (mfe-bruger), and the red dot the shell's header asks for.
import type { Load } from './drive.js';
import type { CustomerPages } from './seed-pages.js';

export interface Read {
  call: string;
  load: Load;
  /** Whose session asks. */
  as: 'company' | 'customer';
}

const get = (call: string, path: string, as: Read['as'] = 'company'): Read => ({
  call,
  load: { method: 'GET', path },
  as,
});

export function benchReads(pages: CustomerPages): Read[] {
  return [
    get('GET /api/firma/opgaver', '/api/firma/opgaver?page=1'),
    get('GET /api/firma/opgaver (one region)', '/api/firma/opgaver?page=1&omraade=region-syddanmark'),
    get('GET /api/firma/opgaver (all of Denmark)', '/api/firma/opgaver?page=1&omraade=alle'),
    get('GET /api/firma/opgaver (word)', '/api/firma/opgaver?page=1&search=terrasse'),
    get('GET /api/firma/opgaver (regions)', '/api/firma/opgaver?page=1&regioner=1&regioner=2'),
    get(
      'GET /api/firma/opgaver (regions+word)',
      '/api/firma/opgaver?page=1&regioner=1&regioner=2&search=terrasse',
    ),
    get(
      'GET /ajax/firma/findopgaver (regions+word)',
      '/ajax/firma/findopgaver?page=1&regioner=1&regioner=2&job_to_find=terrasse',
    ),
    get('GET /api/firma/vundne', '/api/firma/vundne?page=1'),
    {
      call: 'POST /firma2/get_dine_bookinger_pagination',
      load: {
        method: 'POST',
        path: '/firma2/get_dine_bookinger_pagination',
        body: JSON.stringify({ page: 1, search: '' }),
      },
      as: 'company',
    },
    get('GET /api/bruger/opgaver/:id (1 offer)', `/api/bruger/opgaver/${pages.oneOffer}`, 'customer'),
    get('GET /api/bruger/opgaver/:id (10 offers)', `/api/bruger/opgaver/${pages.tenOffers}`, 'customer'),
    {
      call: 'POST /bruger2/update_number_red_dot',
      load: { method: 'POST', path: '/bruger2/update_number_red_dot', body: '{}' },
      as: 'company',
    },
  ];
}
