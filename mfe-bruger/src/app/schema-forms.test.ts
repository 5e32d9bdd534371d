// Rule (issue 29): every form of the customer's portal refuses exactly what its call refuses,
// checked on bodies generated from the call's schema (describeSchemaForms), and sends a good body
// as it is. The category's questions of the create-job form are its rules beyond the schema.
import i18next from 'i18next';
import type { CategoryAttribute } from '@opgavetorvet/contracts';
import { passwordChangeForm } from '@opgavetorvet/ui/account';
import { describeSchemaForms } from '@opgavetorvet/ui/test';
import { complaintForm } from '../features/complaint/lib/complaint-form';
import { createJobForm } from '../features/createjob/lib/create-job-form';
import { messageForm } from '../features/messages/lib/message-form';
import { declineForm } from '../features/opgave/lib/decline-form';
import { additionForm, editJobForm, withdrawForm } from '../features/opgave/lib/job-control-forms';
import { chooseSupplierForm } from '../lib/street-address-form';
import { amountForm, confirmProfileForm, orderForm, quoteForm } from '../features/order/lib/order-rules';
import { publicReviewForm, reviewForm } from '../features/reviews/lib/review-forms';
import { emailForm, phoneCodeForm, phoneForm, profileForm } from '../features/account/lib/profile-forms';

const questions: CategoryAttribute[] = [
  {
    id: 5,
    name: 'Hvad skal males?',
    kind: 'checkbox',
    unit: null,
    required: true,
    options: [{ id: 7, label: 'Vægge' }],
  },
  { id: 6, name: 'Areal', kind: 'number', unit: 'm²', required: false, options: [] },
];
const contact = { name: 'Mette Hansen', email: 'mette@example.com', phone: '20 30 40 50' };
const review = { rating: 4, title: 'Flot arbejde', textreview: 'Til tiden og pænt.', category: 3 };
const ids = { bidid: 1, userid: 2, companyid: 3 };
const order = { pricelist: 2, categoryid: 2, headline: 'Ny terrasse', company_id: 1 };
describeSchemaForms(
  [
    {
      name: 'a new job (a visitor whose e-mail has a profile)',
      form: createJobForm(questions, { needsContact: true, asksPassword: true }),
      good: {
        category_id: 12,
        headline: 'Maling af stue',
        description: 'To vægge og et loft.',
        zip: '2100',
        attributes: [
          { attribute_id: 5, option_id: 7 },
          { attribute_id: 6, number_value: 40 },
        ],
        ...contact,
        password_confirm: 'hemmelig',
        send_company_id: 21,
        // The photos are given by the picker (uploaded, in order), not typed into the form's fields.
        photos: [{ key: 'aB3-_xYz0123456789abcd', caption: 'Stuen' }, { key: 'Zz9_-aaaaaaaaaaaaaaaaa' }],
      },
    },
    {
      name: 'a complaint',
      form: complaintForm,
      good: { company_name: 'Tag & Co', text: 'Firmaet mødte ikke op.', user_name: 'Mette Hansen' },
    },
    {
      name: "'Tak, men nej tak' with an own text",
      form: declineForm,
      good: { ...ids, save_data_bd: 1, option: 'Andet', msg: 'Vi fandt en anden løsning' },
    },
    { name: 'a message in the thread', form: messageForm, good: { msg: 'Hej', ...ids } },
    {
      // The files are given by the picker (uploaded, in order); with them the text may be empty.
      name: 'a message of only files in the thread',
      form: messageForm,
      good: {
        msg: '',
        ...ids,
        files: [{ key: 'aB3-_xYz0123456789abcd' }, { key: 'Zz9_-aaaaaaaaaaaaaaaaa' }],
      },
    },
    { name: 'a review', form: reviewForm, good: { contact_id: 5, ...review } },
    {
      name: "a review with a company's link",
      form: publicReviewForm,
      good: { company_id: 1, token: '12.abcDEF', name: 'Lise Jensen', ...review },
    },
    {
      name: 'the amount of a pricelist line',
      form: amountForm,
      good: { amount: 20, company_id: 1, select_headline: 'Tømrer', categoryid: 2, pricelist: 2, attr_id: 3 },
    },
    {
      name: 'an order from a pricelist',
      form: orderForm,
      good: { ...contact, location: '2605', amount: 20, attr_id: 3, ...order },
    },
    {
      name: 'a quote request',
      form: quoteForm,
      good: { ...contact, location: '2605', amount: 0, attr_id: 0, ...order },
    },
    {
      name: 'the confirmation of a profile',
      form: confirmProfileForm,
      good: { search_email: 'mette@example.com', password_confirm: 'hemmelig' },
    },
    {
      name: "the profile's name, zip and street address",
      form: profileForm,
      good: { name: 'Mette Hansen', zip: '2100', street_address: 'Strandboulevarden 5' },
    },
    { name: 'a new phone number', form: phoneForm, good: { phone: '30 30 30 30' } },
    { name: "the new phone number's code", form: phoneCodeForm, good: { code: '123456' } },
    { name: 'a new e-mail address', form: emailForm, good: { email: 'ny@example.com' } },
    {
      name: "a job's new text and answers (issue 32)",
      form: editJobForm(questions),
      good: {
        headline: 'Nyt tag',
        description: 'Ståltag',
        attributes: [
          { attribute_id: 5, option_id: 7 },
          { attribute_id: 6, number_value: 40 },
        ],
      },
    },
    { name: "an addition to a job's text", form: additionForm, good: { text: 'Taget er fladt.' } },
    {
      name: "withdrawing a job for 'Andet'",
      form: withdrawForm,
      good: { reason: 'other', text: 'Vi flytter' },
    },
    {
      name: 'choosing a company with the street address',
      form: chooseSupplierForm,
      good: { job_id: 4, contact_id: 5, street_address: 'Søndergade 12' },
    },
    {
      name: 'a new password',
      form: passwordChangeForm,
      good: { current_password: 'hemmelig', new_password: 'nyt-hemmeligt-ord' },
    },
  ],
  () => i18next.t,
);
