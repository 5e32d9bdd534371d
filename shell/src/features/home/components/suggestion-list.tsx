// The typeahead's list: role listbox with role option items; the active one follows the arrow keys.
import type { CategorySuggestion } from '@opgavetorvet/contracts';

export interface SuggestionListProps {
  id: string;
  suggestions: CategorySuggestion[];
  activeIndex: number;
  onChoose: (suggestion: CategorySuggestion) => void;
  label: string;
}

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

export function SuggestionList({ id, suggestions, activeIndex, onChoose, label }: SuggestionListProps) {
  return (
    <ul className="suggestions" id={id} role="listbox" aria-label={label}>
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.word_id}-${suggestion.link}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={
            index === activeIndex ? 'suggestions__item suggestions__item--active' : 'suggestions__item'
          }
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {suggestion.search}
        </li>
      ))}
    </ul>
  );
}
