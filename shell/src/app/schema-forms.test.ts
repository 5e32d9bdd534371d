// Rule (issue 29): every form of the shell (the login modal's) refuses exactly what its call
// refuses, checked on bodies generated from the call's schema (describeSchemaForms), and sends a
// good body as it is.
import i18next from 'i18next';
import { describeSchemaForms } from '@opgavetorvet/ui/test';
import { loginForm, newCompanyForm, resetPasswordForm, sendCodeForm } from '../features/auth/lib/auth-forms';

describeSchemaForms(
  [
    { name: 'the login', form: loginForm, good: { email: 'bruger@demo.dk', password: 'demo1234' } },
    {
      name: 'a new company',
      form: newCompanyForm,
      good: {
        company_name: 'Glemsom Tømrer ApS',
        cvr: '12345678',
        name: 'Karin Glemsom',
        email: 'karin@example.dk',
        phone: '22334455',
        zip: '8000',
        password: 'gammel-kode-1',
      },
    },
    {
      name: 'a code for a forgotten password',
      form: sendCodeForm,
      good: { email: 'karin@example.dk', from: 'login' },
    },
    {
      name: 'a new password set with the code',
      form: resetPasswordForm,
      good: { email: 'karin@example.dk', code: '123456', password: 'ny-kode-4321' },
    },
  ],
  () => i18next.t,
);
