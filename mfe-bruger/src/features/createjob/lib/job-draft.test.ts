// The create-job draft's stored form: only the job's fields and the answers to the category's
// questions are written, and a stored draft that is corrupt or outdated is read field by field,
// leaving out what no longer fits the category.
import { describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX, PHOTO_CAPTION_MAX, type CategoryAttribute } from '@opgavetorvet/contracts';
import { emptyAnswer } from '../../../components/job-answers/answers';
import { JOB_DRAFT_VERSION, decodeJobDraft, encodeJobDraft } from './job-draft';
import type { CreateJobFields } from './create-job-form';

const attributes: CategoryAttribute[] = [
  {
    id: 31,
    name: 'Hvad skal males?',
    kind: 'select',
    unit: null,
    required: true,
    options: [
      { id: 301, label: 'Vægge' },
      { id: 302, label: 'Lofter' },
    ],
  },
  {
    id: 34,
    name: 'Hvor?',
    kind: 'checkbox',
    unit: null,
    required: false,
    options: [
      { id: 341, label: 'Stue' },
      { id: 342, label: 'Køkken' },
    ],
  },
  { id: 32, name: 'Antal rum', kind: 'number', unit: 'rum', required: false, options: [] },
  { id: 40, name: 'Bilmodel', kind: 'car_model', unit: null, required: false, options: [] },
];

const fields: CreateJobFields = {
  headline: 'Maling af stue',
  description: 'To vægge.',
  zip: '8000',
  name: 'Mette Hansen',
  email: 'mette@example.dk',
  phone: '21436587',
};

const stored = (value: unknown) => JSON.stringify(value);

describe('a kept draft', () => {
  it('comes back as it was typed: every field and every answered question', () => {
    const answers = {
      31: { ...emptyAnswer, optionIds: [302] },
      34: { ...emptyAnswer, optionIds: [341, 342] },
      32: { ...emptyAnswer, numberValue: '3' },
      40: { ...emptyAnswer, carModelId: 77, carModelLabel: 'Toyota Yaris' },
    };
    expect(decodeJobDraft(encodeJobDraft({ fields, answers }, attributes), attributes)).toEqual({
      fields,
      answers,
      photos: [],
    });
  });

  it('is not kept when nothing is typed', () => {
    const empty = { headline: '', description: '', zip: '', name: '', email: '', phone: '' };
    expect(
      encodeJobDraft({ fields: empty, answers: { 32: { ...emptyAnswer, numberValue: '' } } }, attributes),
    ).toBe(null);
  });

  it('never holds a password, even one handed in with the fields', () => {
    const withPassword = { ...fields, password: 'hemmelig-kode', password_confirm: 'hemmelig-kode' };
    expect(encodeJobDraft({ fields: withPassword, answers: {} }, attributes)).not.toContain('hemmelig');
  });

  it('keeps a car model only once one is chosen from the list', () => {
    const text = encodeJobDraft({ fields, answers: { 40: { ...emptyAnswer, carModelId: 77 } } }, attributes);
    expect(decodeJobDraft(text, attributes).answers).toEqual({});
  });
});

describe('a corrupt or outdated stored draft is ignored safely, field by field', () => {
  it('bad JSON, another version or another shape give an empty draft', () => {
    for (const text of ['{"v":1,', 'null', '[]', '"tekst"', stored({ v: JOB_DRAFT_VERSION + 1, fields })])
      expect(decodeJobDraft(text, attributes)).toEqual({ fields: {}, answers: {}, photos: [] });
  });

  it('keeps the fields that are right and leaves out unknown, wrong-typed and over-long ones', () => {
    const text = stored({
      v: JOB_DRAFT_VERSION,
      fields: {
        headline: 'Maling af stue',
        description: 42,
        zip: '80000',
        phone: null,
        password: 'x',
        name: '',
      },
      answers: {},
    });
    expect(decodeJobDraft(text, attributes).fields).toEqual({ headline: 'Maling af stue' });
  });

  it('leaves out answers to questions the category no longer asks, asks another way, or options it no longer has', () => {
    const text = stored({
      v: JOB_DRAFT_VERSION,
      fields: 'ikke et objekt',
      answers: {
        31: { kind: 'select', optionIds: [301, 302] }, // a select has one answer
        34: { kind: 'checkbox', optionIds: [341, 999, 341, '342'] }, // 999 was removed
        32: { kind: 'select', optionIds: [301] }, // now a number question
        40: { kind: 'car_model', carModelId: -1, carModelLabel: 'Toyota' },
        99: { kind: 'number', numberValue: '3' }, // no such question now
      },
    });
    expect(decodeJobDraft(text, attributes)).toEqual({
      fields: {},
      answers: { 34: { ...emptyAnswer, optionIds: [341] } },
      photos: [],
    });
  });
});

describe("a draft's photos (issue 30)", () => {
  const empty = { headline: '', description: '', zip: '', name: '', email: '', phone: '' };
  const photo = (key: string, caption = '') => ({
    file: {
      key,
      kind: 'image' as const,
      name: `${key}.jpg`,
      bytes: 1000,
      width: 800,
      height: 600,
      widths: [320, 800],
    },
    caption,
  });
  const KEY_A = 'aaaaaaaaaaaaaaaaaaaaaa';
  const KEY_B = 'bbbbbbbbbbbbbbbbbbbbbb';

  it('are kept in their order with their captions, and alone are something to keep', () => {
    const photos = [photo(KEY_B, 'Loftet'), photo(KEY_A)];
    const text = encodeJobDraft({ fields: empty, answers: {}, photos }, attributes);
    expect(text).not.toBeNull();
    expect(decodeJobDraft(text, attributes).photos).toEqual(photos);
  });

  it('leave out a photo that is not a stored image as the service names it, a repeat, and any past the max', () => {
    const text = stored({
      v: JOB_DRAFT_VERSION,
      fields: {},
      answers: {},
      photos: [
        photo(KEY_A, 'Stuen'),
        photo(KEY_A),
        photo('../../etc/passwd'),
        { ...photo(KEY_B), caption: 'x'.repeat(PHOTO_CAPTION_MAX + 1) },
        { file: { ...photo(KEY_B).file, kind: 'pdf' }, caption: '' },
        { file: { ...photo(KEY_B).file, widths: ['320'] }, caption: '' },
        'ikke et billede',
        ...Array.from({ length: JOB_PHOTOS_MAX + 1 }, (_, n) => photo(String(n).padStart(22, 'c'))),
      ],
    });
    const photos = decodeJobDraft(text, attributes).photos;
    expect(photos).toHaveLength(JOB_PHOTOS_MAX);
    expect(photos[0]).toEqual(photo(KEY_A, 'Stuen'));
    expect(photos.map((item) => item.file.key)).not.toContain(KEY_B);
  });
});
