// The mail-agent filter form of one category: its attributes as ticks (checkbox and select
// options), from-to fields for numbers, a car model field, and one zip field — or two (from and
// to) for moving categories, where a job goes from one zip to another.
import { MAX_AMOUNT, SEARCH_TEXT_MAX, ZIP_LENGTH, type CategoryAttribute } from '@opgavetorvet/contracts';
import type { Translate } from '../../lib/translator.js';

function ZipField({ name, label }: { name: string; label: string }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="text"
        name={name}
        inputMode="numeric"
        pattern="[0-9]{4}"
        maxLength={ZIP_LENGTH}
      />
    </label>
  );
}

function AttributeFields({ t, attribute }: { t: Translate; attribute: CategoryAttribute }) {
  const base = `attributes[${attribute.id}]`;
  if (attribute.kind === 'number') {
    const unit = attribute.unit ? ` (${attribute.unit})` : '';
    return (
      <>
        <label>
          {t('fragments:::agent::from')}
          {unit} <input type="number" name={`${base}[min]`} min={0} max={MAX_AMOUNT} step={1} />
        </label>{' '}
        <label>
          {t('fragments:::agent::to')}
          {unit} <input type="number" name={`${base}[max]`} min={0} max={MAX_AMOUNT} step={1} />
        </label>
      </>
    );
  }
  if (attribute.kind === 'car_model')
    return <input type="text" name={`${base}[car_model]`} maxLength={SEARCH_TEXT_MAX} />;
  return (
    <>
      {attribute.options.map((option) => (
        <label key={option.id} className="checkbox">
          <input type="checkbox" name={`${base}[]`} value={option.id} /> {option.label}
        </label>
      ))}
    </>
  );
}

export function AttributesForm({
  t,
  categoryId,
  attributes,
  doubleZip,
}: {
  t: Translate;
  categoryId: number;
  attributes: CategoryAttribute[];
  doubleZip: boolean;
}) {
  return (
    <div className="stack" data-category-id={categoryId}>
      {attributes.map((attribute) => (
        <fieldset key={attribute.id} data-attribute-id={attribute.id}>
          <legend>{attribute.name}</legend>
          <AttributeFields t={t} attribute={attribute} />
        </fieldset>
      ))}
      {doubleZip ? (
        <>
          <ZipField name="zip_from" label={t('fragments:::agent::zip_from')} />{' '}
          <ZipField name="zip_to" label={t('fragments:::agent::zip_to')} />
        </>
      ) : (
        <ZipField name="zip" label={t('fragments:::agent::zip')} />
      )}
    </div>
  );
}
