// Business rules of posting a job as plain functions: which answers fit a category's attributes,
// and which contact fields a visitor without a login must give (SPEC §5's texts). Saving the job is
// lib/job-posting.ts (the personalised work order saves its jobs the same way).
import type { CategoryAttribute, CreateJobBody, JobAttributeAnswer } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import type { AnswerRow, NewPoster } from '../../lib/job-posting.js';

const given = (value: number | undefined): value is number => value !== undefined;

/**
 * Checks every answer against the category's attributes: the attribute belongs to the category,
 * the answer has the value its kind needs (and no other), a select/number/car model is answered
 * once, checkbox options are not repeated, and every required attribute is answered.
 */
export function checkAnswers(
  attributes: CategoryAttribute[],
  answers: JobAttributeAnswer[],
  knownCarModels: ReadonlySet<number>,
): AnswerRow[] {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const seen = new Set<string>();
  const rows = answers.map((answer): AnswerRow => {
    const attribute = byId.get(answer.attribute_id);
    if (!attribute) throw new AppError(400, 'errors:::attribute_unknown');
    const invalid = new AppError(400, 'errors:::attribute_invalid', { name: attribute.name });
    const hasOption = given(answer.option_id);
    const hasNumber = given(answer.number_value);
    const hasCar = given(answer.car_model_id);
    const fits =
      attribute.kind === 'checkbox' || attribute.kind === 'select'
        ? hasOption && !hasNumber && !hasCar && attribute.options.some((o) => o.id === answer.option_id)
        : attribute.kind === 'number'
          ? hasNumber && !hasOption && !hasCar
          : hasCar && !hasOption && !hasNumber && knownCarModels.has(answer.car_model_id as number);
    if (!fits) throw invalid;
    const key = attribute.kind === 'checkbox' ? `${attribute.id}:${answer.option_id}` : `${attribute.id}`;
    if (seen.has(key)) throw invalid;
    seen.add(key);
    return {
      attributeId: attribute.id,
      optionId: answer.option_id ?? null,
      numberValue: answer.number_value ?? null,
      carModelId: answer.car_model_id ?? null,
    };
  });
  const missing = attributes.find((a) => a.required && !rows.some((r) => r.attributeId === a.id));
  if (missing) throw new AppError(400, 'errors:::attribute_required', { name: missing.name });
  return rows;
}

/**
 * The message keys of the missing contact fields of a visitor (SPEC §5 personalised form), or the
 * poster's fields when none is missing. Format errors were already refused by the schema.
 */
export function checkNewPoster(body: CreateJobBody): { poster: NewPoster } | { missing: string[] } {
  const missing: string[] = [];
  if (!body.name?.trim()) missing.push('errors:::full_name');
  if (!body.email) missing.push('errors:::email_required');
  if (!body.phone) missing.push('errors:::phone');
  if (missing.length > 0 || !body.name || !body.email || !body.phone) return { missing };
  return {
    poster: {
      name: body.name.trim(),
      email: body.email.trim().toLowerCase(),
      phone: body.phone.trim(),
      password: body.password,
    },
  };
}
