// "Sådan virker det": the three steps from posting a job to choosing a company.
import { useTranslation } from 'react-i18next';

const steps = ['post', 'bids', 'choose'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="how-it-works container" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">{t('home:::how::title')}</h2>
      <ol className="how-it-works__steps">
        {steps.map((step, index) => (
          <li key={step} className="card how-it-works__step">
            <span className="how-it-works__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(`home:::how::${step}::title`)}</h3>
            <p className="muted">{t(`home:::how::${step}::text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
