// Every cookie the service and the front ends set (issue 32: only necessary ones, so no consent is
// asked), as the privacy policy's table lists them: the name (a per-account or per-company one ends
// in its number) and its texts' key under legal:::privacy::cookie_table::cookies. cookies.test.ts
// finds every place in the sources that writes a cookie and fails on one not named here.
export interface PolicyCookie {
  name: string;
  /** The name is followed by an account's or a company's number. */
  numbered?: boolean;
  key:
    | 'session'
    | 'language'
    | 'customer_hidden_jobs'
    | 'company_hidden_jobs'
    | 'show_all'
    | 'price_list'
    | 'start_checklist'
    | 'close_job'
    | 'search_word'
    | 'profile_bid'
    | 'link_back'
    | 'hidden_final_jobs'
    | 'card_payment';
}

export const POLICY_COOKIES: readonly PolicyCookie[] = [
  { name: 'sid', key: 'session' },
  { name: 'lang', key: 'language' },
  { name: 'hiddenjobs_u', numbered: true, key: 'customer_hidden_jobs' },
  { name: 'closeopgave', key: 'close_job' },
  { name: 'searh_word', key: 'search_word' },
  { name: 'profile_bid', key: 'profile_bid' },
  { name: 'linkback', key: 'link_back' },
  { name: 'hidden_jobs_', numbered: true, key: 'company_hidden_jobs' },
  { name: 'showallwork', key: 'show_all' },
  { name: 'popuppriselist_', numbered: true, key: 'price_list' },
  { name: 'kom-godt-i-gang-skjult_', numbered: true, key: 'start_checklist' },
  { name: 'hiddenfinaljob', key: 'hidden_final_jobs' },
  { name: 'kortbetaling', key: 'card_payment' },
];
