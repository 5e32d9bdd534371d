// The reads `npm run bench` drives (run.ts), as the portals ask for them: the company's open jobs as
// mfe-firma's open-jobs page asks (page 1, a search word, and the region filter the call takes),
// the catalogue's html of the same query, the booking list and the red dot.
import type { Load } from './drive.js';

export const READS: [string, Load][] = [
  ['GET /api/firma/opgaver', { method: 'GET', path: '/api/firma/opgaver?page=1' }],
  ['GET /api/firma/opgaver (word)', { method: 'GET', path: '/api/firma/opgaver?page=1&search=terrasse' }],
  [
    'GET /api/firma/opgaver (regions)',
    { method: 'GET', path: '/api/firma/opgaver?page=1&regioner=1&regioner=2' },
  ],
  [
    'GET /ajax/firma/findopgaver (regions+word)',
    { method: 'GET', path: '/ajax/firma/findopgaver?page=1&regioner=1&regioner=2&job_to_find=terrasse' },
  ],
  [
    'POST /firma2/get_dine_bookinger_pagination',
    {
      method: 'POST',
      path: '/firma2/get_dine_bookinger_pagination',
      body: JSON.stringify({ page: 1, search: '' }),
    },
  ],
  ['POST /bruger2/update_number_red_dot', { method: 'POST', path: '/bruger2/update_number_red_dot' }],
];
