// The mail-agent (sogeagenter) rows as the form holds them (text values of selects and the zip
// field), their checks, and the body of POST /api/firma/soegeagenter.
import type { CompanySettingsReply, MailAgentsBody } from '@opgavetorvet/contracts';

export interface AgentRow {
  key: number;
  categoryId: string;
  regionId: string;
  zip: string;
  /** Words that must all be in a new job (optional). */
  words: string;
  /** An answer the job must have: an option id of one of the category's questions ('' for any). */
  optionId: string;
}

/** The server keeps at most 20 mail agents. */
export const MAX_MAIL_AGENTS = 20;

export function rowsOf(saved: CompanySettingsReply['mail_agents']): AgentRow[] {
  return saved.map((agent, key) => ({
    key,
    categoryId: String(agent.category_id),
    regionId: agent.region_id === null ? '' : String(agent.region_id),
    zip: agent.zip ?? '',
    words: agent.words ?? '',
    optionId: agent.option_id === null ? '' : String(agent.option_id),
  }));
}

export interface AgentErrors {
  category?: string;
  zip?: string;
}

/** Text keys of each row's errors by row key; empty when the rows may be saved. */
export function agentErrors(rows: readonly AgentRow[]): Map<number, AgentErrors> {
  const errors = new Map<number, AgentErrors>();
  for (const row of rows) {
    const found: AgentErrors = {};
    if (row.categoryId === '') found.category = 'firma:::oplysninger::agents::category_required';
    if (!/^([0-9]{4})?$/.test(row.zip.trim())) found.zip = 'errors:::zip';
    if (found.category || found.zip) errors.set(row.key, found);
  }
  return errors;
}

export function agentsBody(rows: readonly AgentRow[]): MailAgentsBody {
  return {
    agents: rows.map((row) => ({
      category_id: Number(row.categoryId),
      region_id: row.regionId === '' ? null : Number(row.regionId),
      zip: row.zip.trim() === '' ? null : row.zip.trim(),
      words: row.words.trim() === '' ? null : row.words.trim(),
      option_id: row.optionId === '' ? null : Number(row.optionId),
    })),
  };
}
