// The create-job form's typed values (the job's fields, the answers to the category's questions
// and the photos uploaded for it), kept as a draft in the tab: each change is saved a moment after typing stops, at
// once when the page is left or reloaded, and read back when the form opens again. The form
// clears it when the job is created and with its 'Ryd formularen' action.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CategoryAttribute } from '@opgavetorvet/contracts';
import type { PickedFile } from '@opgavetorvet/ui/media';
import type { AnswerValue, Answers } from '../../../components/job-answers/answers';
import { encodeJobDraft, loadJobDraft, storeJobDraft } from '../lib/job-draft';
import type { CreateJobFields } from '../lib/create-job-form';

export const JOB_DRAFT_DELAY_MS = 400;

const emptyFields: CreateJobFields = {
  headline: '',
  description: '',
  zip: '',
  name: '',
  email: '',
  phone: '',
};

export interface JobDraftState {
  fields: CreateJobFields;
  answers: Answers;
  /** The uploaded photos in their order, with their captions (the photo picker's value). */
  photos: PickedFile[];
  setField: (key: keyof CreateJobFields, value: string) => void;
  setAnswer: (attributeId: number, answer: AnswerValue) => void;
  setPhotos: (photos: PickedFile[]) => void;
  /** Something is typed, chosen or uploaded (so there is something to clear). */
  hasContent: boolean;
  /** Counts the clears: a field with state of its own (the car model's text) is keyed by it. */
  clears: number;
  /** Empties every field and forgets the draft. */
  clear: () => void;
  /** Forgets the stored draft (the job is created); the fields stay as they are. */
  forget: () => void;
}

/**
 * @param start values for a form without a draft (the ?word= headline); a value kept in the draft
 * wins over it.
 */
export function useJobDraft(
  categoryId: number,
  attributes: CategoryAttribute[],
  start: Partial<CreateJobFields> = {},
): JobDraftState {
  const [restored] = useState(() => loadJobDraft(categoryId, attributes));
  const [fields, setFields] = useState<CreateJobFields>(() => ({
    ...emptyFields,
    ...start,
    ...restored.fields,
  }));
  const [answers, setAnswers] = useState<Answers>(restored.answers);
  const [photos, setPhotos] = useState<PickedFile[]>(restored.photos);
  const [clears, setClears] = useState(0);
  const encoded = useMemo(
    () => encodeJobDraft({ fields, answers, photos }, attributes),
    [fields, answers, photos, attributes],
  );

  // The draft waiting to be written ({ text: null } removes it), and its timer.
  const pending = useRef<{ text: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) storeJobDraft(categoryId, next.text);
  }, [categoryId]);

  useEffect(() => {
    pending.current = { text: encoded };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, JOB_DRAFT_DELAY_MS);
  }, [encoded, flush]);

  // A reload, a closed tab or another page in the app does not wait for the delay.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const forget = useCallback(() => {
    pending.current = { text: null };
    flush();
  }, [flush]);

  const clear = useCallback(() => {
    setFields(emptyFields);
    setAnswers({});
    setPhotos([]);
    setClears((n) => n + 1);
    forget();
  }, [forget]);

  const setField = useCallback(
    (key: keyof CreateJobFields, value: string) => setFields((f) => ({ ...f, [key]: value })),
    [],
  );
  const setAnswer = useCallback(
    (attributeId: number, answer: AnswerValue) => setAnswers((a) => ({ ...a, [attributeId]: answer })),
    [],
  );

  return {
    fields,
    answers,
    photos,
    setField,
    setAnswer,
    setPhotos,
    hasContent: encoded !== null,
    clears,
    clear,
    forget,
  };
}
