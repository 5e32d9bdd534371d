// The settings page's choices on their calls' schemas: the profile's categories
// (CompanyCategoriesBody: at least one, 'Vælg venligst mindst én kategori'), its regions
// (CompanyRegionsBody), the widget colour (WidgetColorBody: #rrggbb) and each call of the
// opening-times modal (OpeningTimeBody). They are ticked and picked, not typed, so a refused choice
// is told as an error notification in the schema's text (checkedBody).
import {
  CompanyCategoriesBody,
  CompanyRegionsBody,
  OpeningTimeBody,
  WidgetColorBody,
} from '@opgavetorvet/contracts';
import { notify, type AppDispatch } from '@opgavetorvet/ui';
import { schemaForm } from '@opgavetorvet/ui/forms';

export const categoriesForm = schemaForm<{ category_ids: number[] }, typeof CompanyCategoriesBody>(
  CompanyCategoriesBody,
);
export const regionsForm = schemaForm<{ region_ids: number[] }, typeof CompanyRegionsBody>(
  CompanyRegionsBody,
);
export const widgetColorForm = schemaForm<{ color: string }, typeof WidgetColorBody>(WidgetColorBody);
/** One call of the opening-times modal, as openingTimeCalls makes it. */
export const openingTimeForm = schemaForm<OpeningTimeBody, typeof OpeningTimeBody>(OpeningTimeBody);

/** The checked body, or null with the refused choice's texts told as error notifications. */
export async function checkedBody<B>(
  check: Promise<{ ok: true; body: B } | { ok: false; errors: string[] }>,
  dispatch: AppDispatch,
): Promise<B | null> {
  const checked = await check;
  if (checked.ok) return checked.body;
  dispatch(notify(checked.errors.map((note) => ({ type: 'error', note }))));
  return null;
}
