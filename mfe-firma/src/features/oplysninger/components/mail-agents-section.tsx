// The mail agents (sogeagenter): new jobs in a category, optionally only in a region or a zip code,
// only with certain words and only with a certain answer (e.g. 'Træsort: Eg'), are mailed to the
// company. Each row has a category picker, a region picker, a zip field, a words field and, when the
// category's form has choices, an answer picker. Each row is checked with the call's schema of one
// agent before saving (lib/mail-agents.ts), its texts at its fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode, CompanySettingsReply, RegionItem } from '@opgavetorvet/contracts';
import { Button, Card, EmptyState, TextField, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { useSaveMailAgentsMutation } from '../api/settings-api';
import {
  MAX_MAIL_AGENTS,
  WORDS_MAX,
  ZIP_MAX,
  checkAgents,
  rowsOf,
  type AgentErrors,
  type AgentRow,
} from '../lib/mail-agents';
import { AgentOptionField, slugOf } from './agent-option-field';
import { SelectField } from './select-field';

interface Props {
  tree: CategoryTreeNode[];
  regions: RegionItem[];
  saved: CompanySettingsReply['mail_agents'];
  onSaved: () => void;
}

export function MailAgentsSection({ tree, regions, saved, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<AgentRow[]>(() => rowsOf(saved));
  const [nextKey, setNextKey] = useState(saved.length);
  const [errors, setErrors] = useState<Map<number, AgentErrors>>(new Map());
  const [save, { isLoading }] = useSaveMailAgentsMutation();

  const change = (key: number, patch: Partial<AgentRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    setRows((current) => [
      ...current,
      { key: nextKey, categoryId: '', regionId: '', zip: '', words: '', optionId: '' },
    ]);
    setNextKey((k) => k + 1);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const submit = async () => {
    const checked = await checkAgents(rows, t);
    setErrors(checked.ok ? new Map() : checked.errors);
    if (!checked.ok) return;
    const result = await save(checked.body);
    if (dispatch(notifyFromResult(result, 'success'))) onSaved();
  };

  const fieldError = (key: number, field: keyof AgentErrors) => errors.get(key)?.[field] ?? null;

  return (
    <Card className="settings-section" data-testid="mail-agents-section" aria-labelledby="agents-title">
      <h2 className="card__title" id="agents-title">
        {t('firma:::oplysninger::agents::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::agents::help')}</p>
      {rows.length === 0 && <EmptyState title={t('firma:::oplysninger::agents::empty')} />}
      <ul className="mail-agents">
        {rows.map((row, position) => (
          <li key={row.key} data-testid="mail-agent-row">
            <fieldset className="mail-agent">
              <legend className="mail-agent__legend">
                {t('firma:::oplysninger::agents::legend', { number: position + 1 })}
              </legend>
              <SelectField
                label={t('firma:::oplysninger::agents::category')}
                value={row.categoryId}
                error={fieldError(row.key, 'categoryId')}
                onChange={(event) => change(row.key, { categoryId: event.target.value, optionId: '' })}
              >
                <option value="">{t('firma:::oplysninger::agents::choose_category')}</option>
                {tree.map((top) => (
                  <optgroup key={top.id} label={top.name}>
                    <option value={top.id}>
                      {t('firma:::oplysninger::categories::whole', { name: top.name })}
                    </option>
                    {top.children.map((child) => (
                      <option key={child.id} value={child.id}>
                        {child.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
              <SelectField
                label={t('firma:::oplysninger::agents::region')}
                value={row.regionId}
                onChange={(event) => change(row.key, { regionId: event.target.value })}
              >
                <option value="">{t('firma:::oplysninger::agents::all_regions')}</option>
                {regions.map((region) => (
                  <option key={region.id} value={region.id}>
                    {region.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('firma:::oplysninger::agents::zip')}
                inputMode="numeric"
                maxLength={ZIP_MAX}
                value={row.zip}
                error={fieldError(row.key, 'zip')}
                onChange={(event) => change(row.key, { zip: event.target.value })}
              />
              <TextField
                label={t('firma:::oplysninger::agents::words')}
                hint={t('firma:::oplysninger::agents::words_hint')}
                name="words"
                maxLength={WORDS_MAX}
                value={row.words}
                onChange={(event) => change(row.key, { words: event.target.value })}
              />
              <AgentOptionField
                slug={slugOf(tree, row.categoryId)}
                value={row.optionId}
                onChange={(optionId) => change(row.key, { optionId })}
              />
              <Button
                variant="quiet"
                className="mail-agent__remove"
                aria-label={t('firma:::oplysninger::agents::remove_named', { number: position + 1 })}
                onClick={() => remove(row.key)}
              >
                {t('firma:::oplysninger::agents::remove')}
              </Button>
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button variant="secondary" onClick={add} disabled={rows.length >= MAX_MAIL_AGENTS}>
          {t('firma:::oplysninger::agents::add')}
        </Button>
        <Button onClick={submit} busy={isLoading}>
          {t('firma:::oplysninger::agents::save')}
        </Button>
      </div>
    </Card>
  );
}
