// A company's own description on its profile (issue 31): its paragraphs (a blank line between two)
// as paragraphs, a line end inside one kept; "Firmaet har endnu ikke skrevet en beskrivelse." only
// when it wrote none.
import { useTranslation } from 'react-i18next';

/** The description's paragraphs: split at blank lines, each trimmed, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function ProfileDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0)
    return <p className="muted profile-description">{t('bruger:::profile::no_description')}</p>;
  return (
    <div className="profile-description" data-testid="profile-description">
      {paragraphs.map((paragraph, index) => (
        // The paragraphs never move: their place is their key.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
