// A category (top-level or sub) of GET /api/categories by its id: its name and slug.
import type { CategoryRef, CategoryTreeReply } from '@opgavetorvet/contracts';

export function categoryOfTree(tree: CategoryTreeReply | undefined, id: number): CategoryRef | null {
  for (const top of tree?.categories ?? []) {
    if (top.id === id) return top;
    const child = top.children.find((c) => c.id === id);
    if (child) return child;
  }
  return null;
}
