// Rule (issue 30): a form that is a chunk of its own loads once, whether asked for on intent or by
// its first render; once there it is drawn at once (no "Henter …" in between); a failed load is
// tried again; and what was typed in it survives the page drawing it again.
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, preloadOn, type LazyPart } from './lazy-part';

function NoteForm({ label }: { label: string }) {
  const [text, setText] = useState('');
  return (
    <label>
      {label}
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function shown(Part: LazyPart<{ label: string }>) {
  return render(
    <Suspense fallback={<p>Henter …</p>}>
      <Part label="Note" />
    </Suspense>,
  );
}

describe('a part loaded when first shown', () => {
  it('loads its chunk once, whether asked for on intent or by its first render', async () => {
    const load = vi.fn(async () => NoteForm);
    const part = lazyPart(load);
    part.preload();
    part.preload();
    shown(part);
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is drawn at once, without the fallback, when its chunk arrived before', async () => {
    const part = lazyPart(async () => NoteForm);
    await act(async () => part.preload());
    shown(part);
    expect(screen.getByLabelText('Note')).toBeInTheDocument();
    expect(screen.queryByText('Henter …')).not.toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof NoteForm>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(NoteForm);
    const part = lazyPart(load);
    part.preload();
    await act(async () => undefined);
    shown(part);
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when the page draws it again after its chunk arrived', async () => {
    const part = lazyPart(async () => NoteForm);
    const user = userEvent.setup();
    const view = shown(part);
    await user.type(await screen.findByLabelText('Note'), 'Fire skabe mere');
    const Part = part;
    view.rerender(
      <Suspense fallback={<p>Henter …</p>}>
        <Part label="Note" />
      </Suspense>,
    );
    expect(screen.getByLabelText('Note')).toHaveValue('Fire skabe mere');
  });

  it('starts loading when what opens it is pointed at or focused', async () => {
    const load = vi.fn(async () => NoteForm);
    const part = lazyPart(load);
    const user = userEvent.setup();
    render(<button {...preloadOn(part)}>Skriv en note</button>);
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Skriv en note' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
