// A legal page's text: its title, when it was last changed, the lead, a list of its sections that
// jumps to each, and the sections (paragraphs, lists, a link to another page). `children` are
// drawn at the end of the section they name (the privacy policy's cookie table).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@opgavetorvet/ui';
import { LEGAL_LINKS, legalTextValues, type LegalSection } from '../lib/legal-text';
import '../legal-page.css';

interface LegalTextProps {
  /** The page's key in the 'legal' namespace: 'privacy' or 'terms'. */
  page: 'privacy' | 'terms';
  testId: string;
  /** Drawn inside the section of that id, after its own text. */
  extras?: Record<string, ReactNode>;
}

export function LegalText({ page, testId, extras = {} }: LegalTextProps) {
  const { t } = useTranslation();
  const key = `legal:::${page}`;
  const sections = t(`${key}::sections`, { returnObjects: true, ...legalTextValues }) as LegalSection[];
  return (
    <article className="container page legal-page" data-testid={testId}>
      <PageTitle text={t(`${key}::title`)} />
      <p className="legal-page__updated muted">{t('legal:::updated')}</p>
      <p className="legal-page__lead">{t(`${key}::lead`)}</p>
      <nav className="legal-page__contents" aria-label={t('legal:::contents')}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="legal-page__section">
          <h2>{section.heading}</h2>
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.link && (
            <p>
              <Link to={LEGAL_LINKS[section.link.to]}>{section.link.text}</Link>
            </p>
          )}
          {extras[section.id]}
        </section>
      ))}
    </article>
  );
}
