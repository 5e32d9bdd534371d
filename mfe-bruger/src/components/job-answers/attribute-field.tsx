// One question of a category's form (creating a job, or editing one without offers): checkboxes, a
// select, a number or a car model. Its texts are the create-job form's, where the questions began.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nameSaysUnit, type CategoryAttribute } from '@opgavetorvet/contracts';
import { TextField } from '@opgavetorvet/ui';
import { AMOUNT_DIGITS } from './answer-rules';
import { emptyAnswer, type AnswerValue } from './answers';
import { CarModelField } from './car-model-field';

export interface AttributeFieldProps {
  attribute: CategoryAttribute;
  answer: AnswerValue | undefined;
  onChange: (answer: AnswerValue) => void;
  /** The problem with the answer, shown under the question; the question is then aria-invalid. */
  error?: string;
}

export function AttributeField({ attribute, answer = emptyAnswer, onChange, error }: AttributeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const errorText = error ? (
    <span className="field__error" id={errorId} role="alert">
      {error}
    </span>
  ) : null;
  const name =
    attribute.unit && !nameSaysUnit(attribute.name, attribute.unit)
      ? t('bruger:::createjob::with_unit', { name: attribute.name, unit: attribute.unit })
      : attribute.name;
  const label = attribute.required ? name : t('bruger:::createjob::optional', { label: name });

  if (attribute.kind === 'checkbox') {
    const toggle = (optionId: number, on: boolean) =>
      onChange({
        ...answer,
        optionIds: on ? [...answer.optionIds, optionId] : answer.optionIds.filter((o) => o !== optionId),
      });
    return (
      <fieldset className="attribute-field" aria-describedby={describedBy}>
        <legend className="field__label">{label}</legend>
        <div className="checkbox-grid">
          {attribute.options.map((option) => (
            <label key={option.id} className="checkbox">
              <input
                type="checkbox"
                aria-invalid={invalid}
                aria-describedby={describedBy}
                checked={answer.optionIds.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  if (attribute.kind === 'select') {
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="field__input"
          value={answer.optionIds[0] ?? ''}
          onChange={(event) =>
            onChange({ ...answer, optionIds: event.target.value ? [Number(event.target.value)] : [] })
          }
        >
          <option value="">{t('bruger:::createjob::select_placeholder')}</option>
          {attribute.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }
  if (attribute.kind === 'number') {
    return (
      <TextField
        label={label}
        inputMode="numeric"
        maxLength={AMOUNT_DIGITS}
        error={error}
        value={answer.numberValue}
        onChange={(event) => onChange({ ...answer, numberValue: event.target.value })}
      />
    );
  }
  return (
    <div>
      <CarModelField
        label={label}
        initial={
          answer.carModelId && answer.carModelLabel
            ? { id: answer.carModelId, label: answer.carModelLabel }
            : null
        }
        onChoose={(model) =>
          onChange({ ...answer, carModelId: model?.id ?? null, carModelLabel: model?.label })
        }
      />
      {errorText}
    </div>
  );
}
