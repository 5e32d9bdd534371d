// useJobDraft: what is typed is saved in the tab a moment after typing stops (debounced), at once
// when the page is left or hidden, per category, and read back when the form opens again; it is
// forgotten when the job is created and emptied by the clear action.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyAnswer } from '../../../components/job-answers/answers';
import { jobDraftKey } from '../lib/job-draft';
import { malerCategory } from '../components/category-fixture';
import { JOB_DRAFT_DELAY_MS, useJobDraft } from './use-job-draft';

const { attributes } = malerCategory;
const stored = (categoryId = 12) => window.sessionStorage.getItem(jobDraftKey(categoryId));
const open = (categoryId = 12, start = {}) => renderHook(() => useJobDraft(categoryId, attributes, start));

describe('useJobDraft', () => {
  it('saves what is typed only after typing has stopped for a moment', () => {
    vi.useFakeTimers();
    const { result } = open();
    act(() => result.current.setField('headline', 'Maling'));
    act(() => vi.advanceTimersByTime(JOB_DRAFT_DELAY_MS - 50));
    act(() => result.current.setField('headline', 'Maling af stue'));
    act(() => vi.advanceTimersByTime(JOB_DRAFT_DELAY_MS - 50));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(JSON.parse(stored() ?? '{}').fields).toEqual({ headline: 'Maling af stue' });
  });

  it('saves at once when the page is hidden (a reload) or the form is left, and gives it back', () => {
    vi.useFakeTimers();
    const first = open();
    act(() => first.result.current.setField('zip', '8000'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(stored() ?? '{}').fields).toEqual({ zip: '8000' });
    act(() => first.result.current.setAnswer(31, { ...emptyAnswer, optionIds: [302] }));
    first.unmount();

    const again = open();
    expect(again.result.current.fields.zip).toBe('8000');
    expect(again.result.current.answers[31]?.optionIds).toEqual([302]);
    expect(again.result.current.hasContent).toBe(true);
  });

  it('keeps a draft per category', () => {
    const maler = open(12);
    act(() => maler.result.current.setField('headline', 'Maling af stue'));
    maler.unmount();
    expect(open(13).result.current.fields.headline).toBe('');
    expect(open(12).result.current.fields.headline).toBe('Maling af stue');
  });

  it("the draft's headline wins over the ?word= headline; without one the word is used", () => {
    expect(open(12, { headline: 'maler' }).result.current.fields.headline).toBe('maler');
    window.sessionStorage.setItem(
      jobDraftKey(12),
      JSON.stringify({ v: 1, fields: { headline: 'Min egen' } }),
    );
    expect(open(12, { headline: 'maler' }).result.current.fields.headline).toBe('Min egen');
  });

  it('forget (the job is created) removes the draft and nothing is saved again when the form goes', () => {
    const { result, unmount } = open();
    act(() => result.current.setField('headline', 'Maling af stue'));
    act(() => result.current.forget());
    unmount();
    expect(stored()).toBeNull();
  });

  it('clear empties every field, counts the clear and removes the draft', () => {
    const { result, unmount } = open();
    act(() => result.current.setField('description', 'To vægge.'));
    act(() => result.current.setAnswer(32, { ...emptyAnswer, numberValue: '3' }));
    act(() => result.current.clear());
    expect(result.current.fields.description).toBe('');
    expect(result.current.answers).toEqual({});
    expect(result.current.hasContent).toBe(false);
    expect(result.current.clears).toBe(1);
    unmount();
    expect(stored()).toBeNull();
  });

  it('a storage that refuses to save loses only the draft', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result, unmount } = open();
    act(() => result.current.setField('headline', 'Maling af stue'));
    expect(() => unmount()).not.toThrow();
    expect(result.current.fields.headline).toBe('Maling af stue');
    setItem.mockRestore();
  });
});
