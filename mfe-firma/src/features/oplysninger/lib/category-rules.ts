// SPEC §5 "Profile categories": a company may choose at most two top-level categories; a
// subcategory counts as its top-level category (as the server counts, docs/decisions.md).
import type { CategoryTreeNode } from '@opgavetorvet/contracts';

export const MAX_TOP_CATEGORIES = 2;

/** Every category id → the id of its top-level category (a top-level maps to itself). */
export function topLevelIndex(tree: readonly CategoryTreeNode[]): Map<number, number> {
  const index = new Map<number, number>();
  for (const top of tree) {
    index.set(top.id, top.id);
    for (const child of top.children) index.set(child.id, top.id);
  }
  return index;
}

/** The distinct top-level categories the chosen ids belong to. */
export function chosenTopLevels(selected: Iterable<number>, index: Map<number, number>): Set<number> {
  const tops = new Set<number>();
  for (const id of selected) {
    const top = index.get(id);
    if (top !== undefined) tops.add(top);
  }
  return tops;
}

export interface ToggleResult {
  selected: Set<number>;
  refused: boolean;
}

/** Ticks or unticks one category; ticking one under a third top-level category is refused. */
export function toggleCategory(
  selected: ReadonlySet<number>,
  id: number,
  index: Map<number, number>,
): ToggleResult {
  const next = new Set(selected);
  if (next.has(id)) {
    next.delete(id);
    return { selected: next, refused: false };
  }
  next.add(id);
  if (chosenTopLevels(next, index).size > MAX_TOP_CATEGORIES)
    return { selected: new Set(selected), refused: true };
  return { selected: next, refused: false };
}
