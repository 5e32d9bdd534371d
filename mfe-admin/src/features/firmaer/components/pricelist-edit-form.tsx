// The company's pricelist as the administrator edits it (issue 33): each pricelist (a category the
// company chose) with its lines as customers order from them, and one price box per line in whole
// kroner incl. moms (empty: no price). A line in two pricelists gets one box, at its first place.
// A box the call would refuse is told at that box before anything is sent.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPricelist } from '@opgavetorvet/contracts';
import { TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSaveCompanyPricelistMutation } from '../api/company-edit-api';
import { priceField, pricelistForm, uniqueLines } from '../lib/company-edit-forms';
import { CompanyEditFrame } from './company-edit-frame';

interface PricelistEditFormProps {
  companyId: number;
  pricelists: CompanyPricelist[];
  onSaved: () => void;
}

export function PricelistEditForm({ companyId, pricelists, onSaved }: PricelistEditFormProps) {
  const { t } = useTranslation();
  const lines = useMemo(() => uniqueLines(pricelists), [pricelists]);
  const form = useSchemaForm(
    useMemo(() => pricelistForm(lines.map((line) => line.category_id)), [lines]),
    {
      defaultValues: Object.fromEntries(
        lines.map((line) => [
          priceField(line.category_id),
          line.price_kr === undefined ? '' : String(line.price_kr),
        ]),
      ),
    },
  );
  const [save, { isLoading }] = useSaveCompanyPricelistMutation();
  const shown = new Set<number>();

  return (
    <CompanyEditFrame
      name="pricelist"
      id="prisliste"
      title={t('admin:::firmaer::edit::pricelist_title')}
      form={form}
      companyId={companyId}
      save={save}
      saving={isLoading}
      onSaved={onSaved}
      submitLabel={pricelists.length > 0 ? t('admin:::firmaer::edit::pricelist_submit') : undefined}
    >
      <p className="muted">{t('admin:::firmaer::edit::pricelist_lead')}</p>
      {pricelists.length === 0 && <p className="muted">{t('admin:::firmaer::edit::pricelist_empty')}</p>}
      {pricelists.map((pricelist) => {
        const own = pricelist.lines.filter(
          (line) => !shown.has(line.category_id) && shown.add(line.category_id),
        );
        return (
          <fieldset
            key={pricelist.category_id}
            className="company-editor__pricelist"
            data-testid="pricelist-edit"
          >
            <legend>{pricelist.name}</legend>
            {own.length === 0 && <p className="muted">{t('admin:::firmaer::edit::lines_above')}</p>}
            {own.map((line) => (
              <TextField
                key={line.category_id}
                label={t('admin:::firmaer::edit::price_label', { line: line.name })}
                inputMode="numeric"
                {...form.field(priceField(line.category_id))}
              />
            ))}
          </fieldset>
        );
      })}
    </CompanyEditFrame>
  );
}
