// Rule (issue 29): every form of the company's portal refuses exactly what its call refuses,
// checked on bodies generated from the call's schema (describeSchemaForms), and sends a good body
// as it is.
import i18next from 'i18next';
import { describeSchemaForms } from '@opgavetorvet/ui/test';
import { replyForm } from '../features/beskeder/lib/reply-form';
import { supportCaseForm, supportMessageForm } from '../features/hjaelp/lib/support-forms';
import { topUpForm } from '../features/konto/lib/top-up-form';
import { bidForm } from '../features/opgaver/lib/bid-form';
import { logoForm, referenceForm } from '../features/oplysninger/lib/gallery-forms';
import { agentForm } from '../features/oplysninger/lib/mail-agents';
import { notifyPhoneForm } from '../features/oplysninger/lib/notify-phone';
import { profileDetailsForm } from '../features/oplysninger/lib/profile-details-form';
import {
  categoriesForm,
  openingTimeForm,
  regionsForm,
  widgetColorForm,
} from '../features/oplysninger/lib/settings-forms';
import { reviewEmailsForm } from '../features/reviews/lib/review-emails-form';
import { reportReviewForm } from '../features/reviews/lib/report-review-form';
import { cancelJobForm, choiceForm, finishPriceForm } from '../features/vundne/lib/ending-forms';
import { copenhagenMidnight } from '../features/vundne/lib/sms-dates';
import { smsDatesForm } from '../features/vundne/lib/sms-dates-form';
import { contactNoteForm, contractChangesForm, ticketForm } from '../features/vundne/lib/text-forms';

const day = (date: string, plusDays = 0) => copenhagenMidnight(date, plusDays) ?? 0;

describeSchemaForms(
  [
    {
      name: 'a bid',
      form: bidForm,
      good: { job_id: 120, amount: 12500, min_estimate: 10000, max_estimate: 14000, comment: 'Fin' },
    },
    { name: "'Fyld op'", form: topUpForm, good: { amount_kr: 500 } },
    { name: 'the outcome of finishing a job', form: choiceForm, good: { job_id: 4, optionselect: '3' } },
    {
      name: 'the final price',
      form: finishPriceForm,
      good: { job_id: 4, price: '12500', amount_summ: '50', company_appointment_date: '' },
    },
    {
      name: 'a cancel request',
      form: cancelJobForm,
      good: {
        job_id: 4,
        optionselect: '3',
        text: 'Kunden aflyste',
        optionnewone: '1',
        company_appointment_date: '',
      },
    },
    {
      name: 'the SMS dates',
      form: smsDatesForm,
      good: { contact_contract_id: 8, start_date: day('2090-03-01'), end_date: day('2090-03-05', 1) - 1 },
    },
    {
      name: 'a new support case',
      form: supportCaseForm,
      good: { subject: 'Faktura', message: 'Hvor er den?' },
    },
    {
      name: 'a message in a support case',
      form: supportMessageForm,
      good: { supportcase_id: 3, supportcase_message: 'Tak' },
    },
    { name: 'the SMS notification phone', form: notifyPhoneForm, good: { phone: '+45 20304050' } },
    {
      name: 'a mail agent',
      form: agentForm,
      good: { category_id: 12, region_id: 3, zip: '8000', words: 'eg', option_id: null },
    },
    { name: 'the profile categories', form: categoriesForm, good: { category_ids: [12, 14] } },
    { name: 'the regions', form: regionsForm, good: { region_ids: [1] } },
    { name: 'the widget colour', form: widgetColorForm, good: { color: '#0f766e' } },
    { name: 'an opening time', form: openingTimeForm, good: { type: 'open', day: 1, val: '07:00' } },
    {
      name: 'the company profile',
      form: profileDetailsForm,
      good: {
        description: 'Tømrer og tækker i Valby.\n\nVi lægger tegl- og skifertage.',
        address: 'Vigerslev Allé 12',
        zip: '2500',
        phone: '+45 20 30 40 50',
        email: 'kontakt@tagmester.dk',
        website: 'www.tagmester.dk',
        founded_year: 1998,
        employees: 6,
        authorisations: [
          { kind: 'el', number: 'EL 1234' },
          { kind: 'kloak', number: '8811' },
        ],
        guarantees: ['byg_garanti', 'dansk_haandvaerk'],
        cvr: '25313402',
      },
    },
    {
      name: 'a company profile left empty',
      form: profileDetailsForm,
      good: {
        description: '',
        address: '',
        zip: '',
        phone: '',
        email: '',
        website: '',
        founded_year: null,
        employees: null,
        authorisations: [],
        guarantees: [],
        cvr: '',
      },
    },
    { name: 'the logo', form: logoForm, good: { key: 'AbCdEfGhIjKlMnOpQrStUv' } },
    {
      name: 'a reference job',
      form: referenceForm,
      good: {
        title: 'Nyt tegltag i Valby',
        text: 'Lagt om på tre dage.',
        photos: [{ key: 'AbCdEfGhIjKlMnOpQrStUv', caption: 'Før' }],
      },
    },
    { name: 'review requests', form: reviewEmailsForm, good: { regArray: 'ole@example.com' } },
    { name: 'reporting a review', form: reportReviewForm, good: { reason: 'Han var aldrig kunde hos os.' } },
    {
      name: 'contract changes',
      form: contractChangesForm,
      good: { contactid: 9, message: 'Start en uge senere' },
    },
    { name: 'a note on a booking', form: contactNoteForm, good: { contact_id: 9, coment: 'Ring først' } },
    {
      name: 'an answer to a ticket',
      form: ticketForm,
      good: { text: 'Vi er færdige fredag', job_id: 4, company_id: 1, contact_id: 9 },
    },
    {
      name: 'an answer in a conversation',
      form: replyForm,
      good: { msg: 'Hej', bidid: 90, userid: 7, companyid: 3 },
    },
    {
      // The files are given by the picker (uploaded, in order); with them the text may be empty.
      name: 'an answer of only files in a conversation',
      form: replyForm,
      good: { msg: '', files: [{ key: 'aB3-_xYz0123456789abcd' }], bidid: 90, userid: 7, companyid: 3 },
    },
  ],
  () => i18next.t,
);
