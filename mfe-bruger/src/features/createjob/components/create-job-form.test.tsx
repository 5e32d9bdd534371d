// Issue 10: create-job errors stand at each field — aria-invalid, tied to the field by
// aria-describedby — and the focus moves to the first; the checks are the service's TypeBox schema
// (CreateJobBody) with its Danish texts; nothing is sent while a field is wrong.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

function open() {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/maler': { body: malerCategory },
    'POST /bruger/findemail': { body: { type: '' } },
  });
  renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
    </Routes>,
    { route: '/createjob/maler' },
  );
  return { server, user: userEvent.setup() };
}

const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('create-job errors at their fields', () => {
  it('marks every wrong field with its Danish text and moves the focus to the first; nothing is sent', async () => {
    const { server, user } = open();
    await screen.findByTestId('create-job-form');
    await user.type(screen.getByLabelText('Postnummer'), '80');
    await user.type(screen.getByLabelText('E-mail'), 'sofie@');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));

    const headline = screen.getByLabelText('Overskrift');
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(headline).toHaveFocus();
    expect(describedText(headline)).toContain('Feltet Overskrift skal udfyldes');
    const zip = screen.getByLabelText('Postnummer');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(zip)).toContain('Ugyldigt postnummer');
    const question = screen.getByLabelText('Hvad skal males?');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(question)).toContain('Hvad skal males?');
    expect(describedText(screen.getByLabelText('E-mail'))).toContain('Ugyldig e-mail');
    expect(screen.getByLabelText('Fulde navn')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/opgaver'))).toBe(false);
  });

  it('a field put right loses its mark at the next try, and the focus goes to the first still wrong', async () => {
    const { user } = open();
    await screen.findByTestId('create-job-form');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    await user.type(screen.getByLabelText('Overskrift'), 'Maling af stue');
    await user.type(screen.getByLabelText('Beskrivelse af opgaven'), 'To vægge og et loft.');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(screen.getByLabelText('Overskrift')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Hvad skal males?')).toHaveFocus();
  });
});
