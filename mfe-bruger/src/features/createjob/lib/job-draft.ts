// The create-job form's draft: what a person has typed is kept in the tab's sessionStorage, one
// entry per category, so a reload or a visit to another page does not empty the form. A stored
// draft is outside data (an older build, another version of the category's questions, a hand
// edit): it is read field by field, and a value that is not a string of the field's size, a
// question the category no longer asks (or asks in another way), or an option it no longer has is
// left out. Only the job's own fields are written: a profile's password never is. The photos
// uploaded for the job (issue 30) are kept with them (draft-photos.ts).
import {
  JOB_DESCRIPTION_MAX,
  JOB_HEADLINE_MAX,
  type AttributeKind,
  type CategoryAttribute,
} from '@opgavetorvet/contracts';
import type { PickedFile } from '@opgavetorvet/ui/media';
import { AMOUNT_DIGITS } from '../../../components/job-answers/answer-rules';
import {
  emptyAnswer,
  isAnswered,
  type AnswerValue,
  type Answers,
} from '../../../components/job-answers/answers';
import type { CreateJobFields } from './create-job-form';
import { draftPhotosOf, storedDraftPhotos } from './draft-photos';
import { isRecord } from './is-record';

/** Raised when the stored shape changes; a draft of another version is not read at all. */
export const JOB_DRAFT_VERSION = 1;

export const jobDraftKey = (categoryId: number) => `opgavetorvet:createjob-draft:${categoryId}`;

/** What a draft gives back: the fields it had a value for, the answers still valid, the photos. */
export interface JobDraft {
  fields: Partial<CreateJobFields>;
  answers: Answers;
  photos: PickedFile[];
}

/** The fields a draft keeps, each with the longest value it takes back. */
const FIELD_MAX: Record<keyof CreateJobFields, number> = {
  headline: JOB_HEADLINE_MAX,
  description: JOB_DESCRIPTION_MAX,
  zip: 4,
  name: 254,
  email: 254,
  phone: 254,
};
const LABEL_MAX = 200;

interface StoredAnswer {
  kind: AttributeKind;
  optionIds?: number[];
  numberValue?: string;
  carModelId?: number;
  carModelLabel?: string;
}

function fieldsOf(value: unknown): Partial<CreateJobFields> {
  const fields: Partial<CreateJobFields> = {};
  if (!isRecord(value)) return fields;
  for (const key of Object.keys(FIELD_MAX) as (keyof CreateJobFields)[]) {
    const text = value[key];
    if (typeof text === 'string' && text !== '' && text.length <= FIELD_MAX[key]) fields[key] = text;
  }
  return fields;
}

function answerOf(attribute: CategoryAttribute, value: unknown): AnswerValue | null {
  if (!isRecord(value) || value.kind !== attribute.kind) return null;
  if (attribute.kind === 'checkbox' || attribute.kind === 'select') {
    if (!Array.isArray(value.optionIds)) return null;
    const known = new Set(attribute.options.map((option) => option.id));
    const optionIds = [...new Set(value.optionIds)].filter(
      (id): id is number => typeof id === 'number' && known.has(id),
    );
    if (optionIds.length === 0 || (attribute.kind === 'select' && optionIds.length > 1)) return null;
    return { ...emptyAnswer, optionIds };
  }
  if (attribute.kind === 'number') {
    const text = value.numberValue;
    return typeof text === 'string' && text.trim() !== '' && text.length <= AMOUNT_DIGITS
      ? { ...emptyAnswer, numberValue: text }
      : null;
  }
  const { carModelId, carModelLabel } = value;
  return Number.isSafeInteger(carModelId) &&
    (carModelId as number) > 0 &&
    typeof carModelLabel === 'string' &&
    carModelLabel !== '' &&
    carModelLabel.length <= LABEL_MAX
    ? { ...emptyAnswer, carModelId: carModelId as number, carModelLabel }
    : null;
}

function storedAnswerOf(attribute: CategoryAttribute, answer: AnswerValue): StoredAnswer | null {
  const { kind } = attribute;
  if (!isAnswered(attribute, answer)) return null;
  if (kind === 'checkbox' || kind === 'select') return { kind, optionIds: answer.optionIds };
  if (kind === 'number') return { kind, numberValue: answer.numberValue };
  // A car model is kept only once chosen from the list, with the name the field shows.
  return answer.carModelLabel
    ? { kind, carModelId: answer.carModelId ?? undefined, carModelLabel: answer.carModelLabel }
    : null;
}

/** The stored text of a draft, or null when nothing is typed (then no draft is kept). */
export function encodeJobDraft(
  draft: { fields: CreateJobFields; answers: Answers; photos?: readonly PickedFile[] },
  attributes: CategoryAttribute[],
): string | null {
  const fields = fieldsOf(draft.fields);
  const answers: Record<string, StoredAnswer> = {};
  for (const attribute of attributes) {
    const stored = storedAnswerOf(attribute, draft.answers[attribute.id] ?? emptyAnswer);
    if (stored) answers[attribute.id] = stored;
  }
  const photos = storedDraftPhotos(draft.photos ?? []);
  if (Object.keys(fields).length === 0 && Object.keys(answers).length === 0 && photos.length === 0)
    return null;
  return JSON.stringify({ v: JOB_DRAFT_VERSION, fields, answers, ...(photos.length > 0 ? { photos } : {}) });
}

/** What can safely be taken back from a stored draft for the category's questions as they are now. */
export function decodeJobDraft(text: string | null, attributes: CategoryAttribute[]): JobDraft {
  const draft: JobDraft = { fields: {}, answers: {}, photos: [] };
  if (!text) return draft;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return draft;
  }
  if (!isRecord(stored) || stored.v !== JOB_DRAFT_VERSION) return draft;
  draft.fields = fieldsOf(stored.fields);
  draft.photos = draftPhotosOf(stored.photos);
  const answers = isRecord(stored.answers) ? stored.answers : {};
  for (const attribute of attributes) {
    const answer = answerOf(attribute, answers[String(attribute.id)]);
    if (answer) draft.answers[attribute.id] = answer;
  }
  return draft;
}

// Storage may be switched off or full (private mode, quota): then the form simply keeps no draft.
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadJobDraft(categoryId: number, attributes: CategoryAttribute[]): JobDraft {
  let text: string | null = null;
  try {
    text = tabStorage()?.getItem(jobDraftKey(categoryId)) ?? null;
  } catch {
    // Unreadable storage is an empty draft.
  }
  return decodeJobDraft(text, attributes);
}

/** Keeps the encoded draft, or removes the category's draft when `text` is null. */
export function storeJobDraft(categoryId: number, text: string | null): void {
  try {
    const storage = tabStorage();
    if (text === null) storage?.removeItem(jobDraftKey(categoryId));
    else storage?.setItem(jobDraftKey(categoryId), text);
  } catch {
    // A full or refused storage loses only the draft, never the form.
  }
}
