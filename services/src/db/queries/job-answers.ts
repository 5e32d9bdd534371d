// A job's answers to its category's questions, joined to what each answer names: the question (its
// name, unit and order), the chosen option and the car model. The company's view of a job and the
// customer's job page select their own fields (one row per answer, or grouped per question).
import { eq } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { attributeOptions, carModels, categoryAttributes, jobAttributes } from '../schema/index.js';

/** A dynamic select `from(jobAttributes)` joined to each answer's question, option and car model. */
export function withAnswerJoins<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, jobAttributes.attributeId))
    .leftJoin(attributeOptions, eq(attributeOptions.id, jobAttributes.optionId))
    .leftJoin(carModels, eq(carModels.id, jobAttributes.carModelId));
}
