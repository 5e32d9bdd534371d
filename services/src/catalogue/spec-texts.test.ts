// Rule: the texts of SPEC §4, §5 and §8 reach the user word for word — the spec's English texts in
// `en`, its Danish texts in `da-DK` (the default) — as the service translates them for its replies.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/helpers.js';

/** SPEC texts given in English: [key, text]. */
const english: [string, string][] = [
  ['errors:::review_stars', 'Please select number of stars you want to give (1-5)'],
  ['errors:::all_fields_filled', 'All fields must be filled'],
  ['errors:::sms_dates', 'Please enter expected start and end dates for this job'],
  ['errors:::invitation_limit', 'Sorry, but you have exceeded the limit of invitations'],
  ['errors:::full_name', 'Please enter your full name'],
  ['errors:::phone', 'Please enter a valid phone number'],
  ['errors:::zip', 'Invalid zip code. Please try again'],
  ['errors:::email_required', 'Email required. Please provide.'],
  ['errors:::email_invalid', 'Invalind email. Please try again'],
  ['errors:::company_name', 'Please provide name of company'],
  ['errors:::describe_problem', 'Please describe the problem'],
  ['errors:::cancel_reason', 'Please describe why the job was cancelled'],
  ['errors:::fill_all_fields', 'Please fill out all fields before submitting'],
  ['errors:::zip_first', 'First, enter the zip code'],
  ['errors:::enter_text', 'Please enter text'],
  ['errors:::confirm_no_agreement', 'Please confirm that you have not made any agreement with this client'],
  [
    'errors:::payment_error2',
    'Payment has not been performed. The reason for insufficient funds in the account.',
  ],
  ['errors:::review_monthly_limit', 'You have reached the monthly limit sending messages'],
  ['errors:::review_daily_limit', 'You have reached the daily limit sending messages'],
  ['errors:::fb_init_failed', 'FB initialization failed'],
  ['errors:::social_failed', 'Something went wrong. Try again later.'],
  ['errors:::calendar_load_error', 'error getting json:'],
  ['errors:::select_load_failed', 'The results could not be loaded'],
  ['errors:::select_no_results', 'No results found'],
  ['errors:::select_searching', 'Searching'],
  ['errors:::content_load_failed', 'The requested content cannot be loaded. Please try again later.'],
  ['fragments:::subscription::button::current', 'Current'],
  ['fragments:::subscription::button::switch_basic', 'Switch to Basic'],
  ['fragments:::subscription::button::switch_pro', 'Switch to Pro'],
  ['fragments:::subscription::button::upgrade_pro_plus', 'Upgrade to Pro+'],
  ['fragments:::reviews::rating::1', 'Unacceptable'],
  ['fragments:::reviews::rating::2', 'Not satisfactory'],
  ['fragments:::reviews::rating::3', 'Fairly satisfactory'],
  ['fragments:::reviews::rating::4', 'Very satisfying'],
  ['fragments:::reviews::rating::5', 'Extremely satisfactory'],
];

/** SPEC texts given in Danish: [key, text]. */
const danish: [string, string][] = [
  ['errors:::accept_terms', 'Accepter venligst handelsbetingelser'],
  ['errors:::field_empty', 'Dette felt må ikke være tomt.'],
  ['errors:::review_mail_sent', 'Mailen er sendt...'],
  [
    'errors:::max_two_top_categories',
    'Du kan maksimalt vælge to over-kategorier. Det er vigtigt, at du kun vælger kategorier som du rent faktisk udfører',
  ],
  ['errors:::calendar_empty', 'Der er ingen opgaver i denne periode'],
  ['fragments-firma:::finish::done', 'Opgave afsluttet'],
  ['fragments-firma:::finish::button', 'Afslut opgave'],
  ['fragments-firma:::cancel::awaiting_admin', 'annulleret (afventer admin)'],
  ['fragments-firma:::cancel::awaiting_short', 'Afventer'],
  ['fragments-firma:::cancel::undo', 'Fortryd'],
  ['fragments-beskeder:::thread::decline', 'Tak, men nej tak'],
  ['common:::notifications::heading::error', 'Fejl!'],
  ['common:::notifications::heading::info', 'Info:'],
  ['common:::notifications::heading::success', 'OK!'],
  ['common:::notifications::heading::success2', 'OK sendt'],
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the texts of the spec, word for word', () => {
  it.each(english)('en %s', (key, text) => {
    expect(app.translate('en', key)).toBe(text);
  });

  it.each(danish)('da-DK %s', (key, text) => {
    expect(app.translate('da-DK', key)).toBe(text);
  });

  it("titles the contract modal 'Kontrakt - Job-ID {job_id}'", () => {
    expect(app.translate('da-DK', 'fragments-firma:::contract::title', { job_id: 42 })).toBe(
      'Kontrakt - Job-ID 42',
    );
  });
});
