// 'Ret opgaven' (issue 32): the headline, description and answers to the category's questions of a
// job without offers, filled in with the job's own, checked with the call's schema and the
// questions' rules; the service's refusal of an answer is shown at its question. The questions are
// drawn by the create-job form's fields (components/job-answers), loaded when the form opens. After
// the first offer the service refuses the edit (its Danish text is shown) and the page offers an
// addition instead.
import { Suspense, lazy, useMemo } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryAttribute, JobPageReply } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, refusalTextOfError } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { questionOfRefusal } from '../../../components/job-answers/answer-rules';
import { answersOfRows, type AnswerValue } from '../../../components/job-answers/answers';
import { useEditJobMutation } from '../api/job-control-api';
import { DESCRIPTION_MAX, HEADLINE_MAX, editJobForm, type EditJobValues } from '../lib/job-control-forms';

const AnswerFields = lazy(() =>
  import(/* webpackChunkName: "job-answers" */ '../../../components/job-answers/answer-fields').then(
    (module) => ({ default: module.AnswerFields }),
  ),
);

interface JobEditModalProps {
  job: Pick<JobPageReply['job'], 'job_id' | 'headline' | 'description'>;
  /** The job page's answer rows: the answers the form starts from. */
  answers: JobPageReply['attributes'];
  /** The category's questions (none when it asks none). */
  questions: CategoryAttribute[];
  onClose: () => void;
}

export function JobEditModal({ job, answers, questions, onClose }: JobEditModalProps) {
  const { t } = useTranslation();
  const jobForm = useMemo(() => editJobForm(questions), [questions]);
  const form = useSchemaForm(jobForm, {
    defaultValues: {
      headline: job.headline,
      description: job.description,
      answers: answersOfRows(questions, answers),
    },
  });
  const [edit, { isLoading }] = useEditJobMutation();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const current = form.watch('answers');
  const setAnswer = (attributeId: number, answer: AnswerValue) =>
    form.setValue('answers', { ...form.getValues('answers'), [attributeId]: answer });
  /** A refusal of one answer, put at its question; false when it names none. */
  const atQuestion = (error: unknown): boolean => {
    const text = refusalTextOfError(error);
    const field = text === null ? undefined : questionOfRefusal(questions, text, t);
    if (text === null || field === undefined) return false;
    form.setError(field as Path<EditJobValues>, { type: 'server', message: text });
    return true;
  };
  const submit = form.handleSubmit(async (body) => {
    const result = await edit({ ...body, job_id: job.job_id });
    if ('error' in result && atQuestion(result.error)) return;
    if (form.replied(result)) onClose();
  });
  return (
    <Modal open title={t('bruger:::control::edit::title')} onClose={onClose} testId="job-edit-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('bruger:::control::edit::lead')}</p>
        <TextField
          label={t('bruger:::control::edit::headline')}
          maxLength={HEADLINE_MAX}
          {...form.field('headline')}
        />
        <TextField
          multiline
          rows={6}
          label={t('bruger:::control::edit::description')}
          maxLength={DESCRIPTION_MAX}
          {...form.field('description')}
        />
        {questions.length > 0 && (
          <Suspense fallback={<p className="muted">{t('bruger:::control::edit::answers_loading')}</p>}>
            <AnswerFields
              attributes={questions}
              answers={current}
              errorAt={(field) => errors[field]?.message}
              onChange={setAnswer}
            />
          </Suspense>
        )}
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::control::edit::save')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::control::edit::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
