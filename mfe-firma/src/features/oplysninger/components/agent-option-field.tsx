// A mail agent's answer picker: the choices of the chosen category's questions (its create-job
// form), grouped by question; hidden while no category is chosen or when its form has no choices.
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode } from '@opgavetorvet/contracts';
import { useFirmaCategoryFormQuery } from '../api/settings-api';
import { SelectField } from './select-field';

/** The slug of a category of the tree by its id as the select holds it ('' when none). */
export function slugOf(tree: readonly CategoryTreeNode[], categoryId: string): string {
  for (const top of tree) {
    if (String(top.id) === categoryId) return top.slug;
    const child = top.children.find((c) => String(c.id) === categoryId);
    if (child) return child.slug;
  }
  return '';
}

interface Props {
  slug: string;
  value: string;
  onChange: (optionId: string) => void;
}

export function AgentOptionField({ slug, value, onChange }: Props) {
  const { t } = useTranslation();
  const { data } = useFirmaCategoryFormQuery(slug, { skip: slug === '' });
  const questions = (data?.attributes ?? []).filter(
    (attribute) =>
      (attribute.kind === 'select' || attribute.kind === 'checkbox') && attribute.options.length > 0,
  );
  if (slug === '' || questions.length === 0) return null;
  return (
    <SelectField
      label={t('firma:::oplysninger::agents::option')}
      name="option"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('firma:::oplysninger::agents::any_option')}</option>
      {questions.map((question) => (
        <optgroup key={question.id} label={question.name}>
          {question.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
