// GET /opgave/get_auto_models?q=: car model suggestions for a car-model question (SPEC §7/§9).
import { api } from '@opgavetorvet/ui';

export interface CarModelOption {
  id: number;
  label: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function labelOf(item: Record<string, unknown>): string | null {
  for (const key of ['text', 'label', 'name']) if (typeof item[key] === 'string') return item[key];
  if (typeof item.make === 'string' && typeof item.model === 'string') return `${item.make} ${item.model}`;
  return null;
}

/** Accepts a list or `{ results }` / `{ models }` of items with an id and a text, label or make + model. */
export function carModelsFromReply(reply: unknown): CarModelOption[] {
  const list = Array.isArray(reply) ? reply : isRecord(reply) ? (reply.results ?? reply.models) : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const id = Number(item.id);
    const label = labelOf(item);
    return Number.isInteger(id) && id > 0 && label ? [{ id, label }] : [];
  });
}

export const carModelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    carModels: build.query<CarModelOption[], string>({
      query: (q) => ({ url: '/opgave/get_auto_models', params: { q } }),
      transformResponse: (reply: unknown) => carModelsFromReply(reply),
    }),
  }),
});

export const { useCarModelsQuery } = carModelsApi;
