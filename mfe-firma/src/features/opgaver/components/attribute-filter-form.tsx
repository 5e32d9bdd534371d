// The chosen category's questions as filter fields: every option of a checkbox or select question
// is a checkbox (a job must have all ticked answers), a number question takes a minimum. 'Vis
// opgaver' sends them to /firma/find_checked; a minimum must be a whole number (SPEC §9).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryAttribute } from '@opgavetorvet/contracts';
import { Button, TextField } from '@opgavetorvet/ui';
import { invalidMinimums, noAnswers, type AttributeAnswers } from '../lib/find-checked-body';

interface AttributeFilterFormProps {
  attributes: CategoryAttribute[];
  onApply: (answers: AttributeAnswers) => void;
}

export function AttributeFilterForm({ attributes, onApply }: AttributeFilterFormProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<AttributeAnswers>(noAnswers);
  const [invalid, setInvalid] = useState<number[]>([]);
  const shown = attributes.filter((a) => a.kind === 'number' || a.options.length > 0);
  if (shown.length === 0) return null;

  const toggle = (optionId: number, on: boolean) =>
    setAnswers((current) => ({
      ...current,
      options: on ? [...current.options, optionId] : current.options.filter((id) => id !== optionId),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = invalidMinimums(answers);
    setInvalid(wrong);
    if (wrong.length === 0) onApply(answers);
  };
  const reset = () => {
    setAnswers(noAnswers);
    setInvalid([]);
    onApply(noAnswers);
  };

  return (
    <form className="attribute-filter" onSubmit={submit} noValidate data-testid="attribute-filter">
      <div className="attribute-filter__groups">
        {shown.map((attribute) =>
          attribute.kind === 'number' ? (
            <TextField
              key={attribute.id}
              label={t('firma:::opgaver_extra::category::at_least', { name: attribute.name })}
              hint={
                attribute.unit
                  ? t('firma:::opgaver_extra::category::unit', { unit: attribute.unit })
                  : undefined
              }
              inputMode="numeric"
              autoComplete="off"
              value={answers.minimums[attribute.id] ?? ''}
              error={invalid.includes(attribute.id) ? t('errors:::amount_invalid') : null}
              onChange={(event) =>
                setAnswers((current) => ({
                  ...current,
                  minimums: { ...current.minimums, [attribute.id]: event.target.value },
                }))
              }
            />
          ) : (
            <fieldset key={attribute.id} className="attribute-filter__group">
              <legend>{attribute.name}</legend>
              {attribute.options.map((option) => (
                <label key={option.id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={answers.options.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          ),
        )}
      </div>
      <div className="form-actions">
        <Button type="submit">{t('firma:::opgaver_extra::category::apply')}</Button>
        <Button variant="quiet" onClick={reset}>
          {t('firma:::opgaver_extra::category::reset')}
        </Button>
      </div>
    </form>
  );
}
