// A car-model question: type at least 2 characters, wait 250 ms, pick a model from the list (SPEC §9).
// A model chosen before (a kept draft, or the job's answer when it is edited) is shown as chosen
// when the field opens.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarModelsQuery, type CarModelOption } from './car-models-api';

export const CAR_MODEL_MIN_CHARS = 2;
export const CAR_MODEL_DELAY_MS = 250;

interface CarModelFieldProps {
  label: string;
  /** The model chosen when the field opens. */
  initial?: CarModelOption | null;
  onChoose: (model: CarModelOption | null) => void;
}

export function CarModelField({ label, initial = null, onChoose }: CarModelFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial?.label ?? '');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<CarModelOption | null>(initial);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), CAR_MODEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: models = [], isFetching } = useCarModelsQuery(query, {
    skip: query.length < CAR_MODEL_MIN_CHARS || chosen !== null,
  });

  const choose = (model: CarModelOption) => {
    setChosen(model);
    setText(model.label);
    onChoose(model);
  };
  const showList = chosen === null && query.length >= CAR_MODEL_MIN_CHARS;
  return (
    <div className="field car-model-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        role="combobox"
        aria-expanded={showList && models.length > 0}
        aria-controls={`${id}-list`}
        autoComplete="off"
        placeholder={t('bruger:::createjob::car_model_placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
          onChoose(null);
        }}
      />
      {showList && !isFetching && models.length === 0 && (
        <span className="field__hint">{t('errors:::select_no_results')}</span>
      )}
      {showList && models.length > 0 && (
        <ul className="suggestions suggestions--inline" id={`${id}-list`} role="listbox" aria-label={label}>
          {models.slice(0, 10).map((model) => (
            <li
              key={model.id}
              role="option"
              aria-selected={false}
              className="suggestions__item"
              onClick={() => choose(model)}
            >
              {model.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
