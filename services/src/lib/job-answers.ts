// Whether a job's answers fit its category's attributes (SPEC §3 attributes): the check of posting a
// job (routes/jobs) and of editing it while it has no offer (domain/jobs/job-text.ts, issue 32), and
// the car models among the answers that exist.
import type { CategoryAttribute, JobAttributeAnswer } from '@opgavetorvet/contracts';
import { inArray } from 'drizzle-orm';
import type { Reader } from '../db/open.js';
import { carModels } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import type { AnswerRow } from './job-posting.js';

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

/** The car models the answers name that exist (one statement; none asked without car answers). */
export async function knownCarModels(db: Reader, answers: JobAttributeAnswer[]): Promise<Set<number>> {
  const ids = answers.flatMap((a) => (a.car_model_id == null ? [] : [a.car_model_id]));
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: carModels.id }).from(carModels).where(inArray(carModels.id, ids)).all();
  return new Set(rows.map((row) => row.id));
}
