// The attribute filter's answers → the body of /firma/find_checked: ticked option ids joined by
// commas, typed minimums as "attributeId:minimum" pairs (whole numbers up to 999999999, SPEC §9),
// and value_checked=0 when nothing is chosen, which lists the category unfiltered.
import type { FindCheckedBody } from '@opgavetorvet/contracts';

export interface AttributeAnswers {
  options: number[];
  minimums: Record<number, string>;
}

export const noAnswers: AttributeAnswers = { options: [], minimums: {} };

const WHOLE_AMOUNT = /^[0-9]{1,9}$/;

/** The attribute ids whose typed minimum is not a whole number up to 999999999. */
export function invalidMinimums(answers: AttributeAnswers): number[] {
  return Object.entries(answers.minimums)
    .filter(([, value]) => value.trim() !== '' && !WHOLE_AMOUNT.test(value.trim()))
    .map(([id]) => Number(id));
}

export function findCheckedBody(category: number, answers: AttributeAnswers): FindCheckedBody {
  const options = [...new Set(answers.options)].sort((a, b) => a - b);
  const minimums = Object.entries(answers.minimums)
    .filter(([, value]) => WHOLE_AMOUNT.test(value.trim()))
    .map(([id, value]) => `${id}:${Number(value.trim())}`);
  if (options.length === 0 && minimums.length === 0) return { category, value_checked: 0 };
  const body: FindCheckedBody = { category, value_checked: 1 };
  if (options.length > 0) body.string_attributes = options.join(',');
  if (minimums.length > 0) body.only_numbers_input = minimums.join(',');
  return body;
}
