// A won job as GET /api/firma/vundne answers it, and the session of the demo company, for tests.
import type { WonJobItem } from '@opgavetorvet/contracts';

export function wonJob(overrides: Partial<WonJobItem> = {}): WonJobItem {
  return {
    contact_id: 597,
    job_id: 337,
    headline: 'Udskiftning af tagrender',
    category_name: 'Tagdækker',
    zip: '2100',
    city: 'København Ø',
    customer_name: 'Mette Hansen',
    state: 'awaiting_confirmation',
    is_winner: true,
    company_seen_selection: true,
    selected_at: 1_790_000_000,
    appointment_at: null,
    bid_amount: 29600,
    finished_price_ore: null,
    rated: false,
    expected_start_at: null,
    expected_end_at: null,
    sms_sent_at: null,
    company_comment: '',
    overdue: false,
    tickets: [],
    cancel_decision: null,
    photos: [],
    removal: null,
    ...overrides,
  };
}

export const companySession = {
  body: {
    user: {
      id: 3,
      name: 'Lars Demo',
      email: 'firma@demo.dk',
      role: 'company',
      companyId: 1,
      companyName: 'Demo Byg',
    },
    csrfToken: 'token',
  },
};
