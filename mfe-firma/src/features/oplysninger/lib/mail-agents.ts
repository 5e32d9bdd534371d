// The mail-agent (sogeagenter) rows as the form holds them (text values of selects and the zip
// field), each checked with the schema of one agent of its call (MailAgent of MailAgentsBody, POST
// /api/firma/soegeagenter): a row without a category is told so at its category, a zip that is not
// four digits at its zip; the checked rows are the body.
import { MailAgentsBody, MailAgent, type CompanySettingsReply } from '@opgavetorvet/contracts';
import type { TFunction } from 'i18next';
import { maxLengthOf, schemaForm, schemaResolver, trimmed } from '@opgavetorvet/ui/forms';

export type AgentValues = {
  categoryId: string;
  regionId: string;
  zip: string;
  /** Words that must all be in a new job (optional). */
  words: string;
  /** An answer the job must have: an option id of one of the category's questions ('' for any). */
  optionId: string;
};

export type AgentRow = AgentValues & { key: number };

/** The most mail agents the call takes. */
export const MAX_MAIL_AGENTS = (MailAgentsBody.properties.agents as { maxItems?: number }).maxItems ?? 0;
export const ZIP_MAX = maxLengthOf(MailAgent, 'zip');
export const WORDS_MAX = maxLengthOf(MailAgent, 'words');

const idOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));
const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));
const textOrNull = (value: string): string | null => (trimmed(value) === '' ? null : trimmed(value));
const typed = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export const agentForm = schemaForm<AgentValues, typeof MailAgent>(MailAgent, {
  toBody: (row) => ({
    category_id: idOf(row.categoryId) as number,
    region_id: idOrNull(row.regionId),
    zip: textOrNull(row.zip),
    words: textOrNull(row.words),
    option_id: idOrNull(row.optionId),
  }),
  toValues: (body) => ({
    categoryId: typed(body.category_id),
    regionId: typed(body.region_id),
    zip: typed(body.zip),
    words: typed(body.words),
    optionId: typed(body.option_id),
  }),
  fields: { category_id: 'categoryId', region_id: 'regionId', option_id: 'optionId' },
  messages: { category_id: 'firma:::oplysninger::agents::category_required' },
});

export function rowsOf(saved: CompanySettingsReply['mail_agents']): AgentRow[] {
  return saved.map((agent, key) => ({ key, ...agentForm.toValues(agent) }));
}

/** The texts shown at a row's fields. */
export type AgentErrors = Partial<Record<keyof AgentValues, string>>;

export type AgentsCheck =
  { ok: true; body: MailAgentsBody } | { ok: false; errors: Map<number, AgentErrors> };

/** Each row checked with the agent's schema: the body, or each failing row's texts by row key. */
export async function checkAgents(rows: readonly AgentRow[], t: TFunction): Promise<AgentsCheck> {
  const resolve = schemaResolver(agentForm, {}, t);
  const errors = new Map<number, AgentErrors>();
  const agents: MailAgent[] = [];
  for (const { key, ...values } of rows) {
    const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const found = Object.entries(result.errors as Record<string, { message?: string }>);
    if (found.length === 0) agents.push(result.values as MailAgent);
    else errors.set(key, Object.fromEntries(found.map(([field, error]) => [field, error.message ?? ''])));
  }
  return errors.size === 0 ? { ok: true, body: { agents } } : { ok: false, errors };
}
