// The one-text-box form: an empty (or blank) text is refused under the field and nothing is sent;
// the text is sent trimmed; the box empties after a taken text, unless asked to keep it, and keeps
// it after a refusal.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextForm } from './text-form';

const setup = (onSend: (text: string) => Promise<boolean>, keep = false) => {
  render(
    <TextForm
      label="Jeres svar"
      maxLength={100}
      submitLabel="Send svar"
      emptyError="Dette felt må ikke være tomt."
      keep={keep}
      onSend={onSend}
    />,
  );
  return { user: userEvent.setup(), box: screen.getByLabelText('Jeres svar') };
};

describe('TextForm', () => {
  it('refuses a blank text under the field without sending it', async () => {
    const onSend = vi.fn(async () => true);
    const { user, box } = setup(onSend);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(screen.getByText('Dette felt må ikke være tomt.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, empties the box when it was taken and keeps it when refused', async () => {
    const onSend = vi.fn(async (text: string) => text !== 'nej');
    const { user, box } = setup(onSend);
    await user.type(box, '  Vi er færdige på torsdag ');
    await user.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(onSend).toHaveBeenLastCalledWith('Vi er færdige på torsdag');
    expect(box).toHaveValue('');
    await user.type(box, 'nej');
    await user.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(box).toHaveValue('nej');
  });

  it('keeps a taken text when asked to (a note shown again)', async () => {
    const { user, box } = setup(async () => true, true);
    await user.type(box, 'Nøgle under måtten');
    await user.click(screen.getByRole('button', { name: 'Send svar' }));
    expect(box).toHaveValue('Nøgle under måtten');
  });
});
