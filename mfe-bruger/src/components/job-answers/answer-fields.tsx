// The category's questions of a job, each with its answer and its error: the create-job form draws
// them with its page, the edit form of a job without offers (issue 32) loads them when it opens.
import type { CategoryAttribute } from '@opgavetorvet/contracts';
import { attributeField } from './answer-rules';
import type { AnswerValue, Answers } from './answers';
import { AttributeField } from './attribute-field';

export interface AnswerFieldsProps {
  attributes: CategoryAttribute[];
  answers: Answers;
  /** The error shown at a form field ('attr-12'), if any. */
  errorAt: (field: string) => string | undefined;
  onChange: (attributeId: number, answer: AnswerValue) => void;
  /** A new value draws the questions anew from `answers` (the form was cleared). */
  resetKey?: number;
}

export function AnswerFields({ attributes, answers, errorAt, onChange, resetKey = 0 }: AnswerFieldsProps) {
  return (
    <>
      {attributes.map((attribute) => (
        <AttributeField
          key={`${attribute.id}:${resetKey}`}
          attribute={attribute}
          answer={answers[attribute.id]}
          error={errorAt(attributeField(attribute.id))}
          onChange={(answer) => onChange(attribute.id, answer)}
        />
      ))}
    </>
  );
}
