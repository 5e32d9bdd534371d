// /hjaelp/firma: help for companies: answers to common questions, the company's support cases with
// their message threads, and the form to raise a new case (prefilled by ?title=, SPEC §2).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SupportCaseItem } from '@opgavetorvet/contracts';
import { Card, PageTitle } from '@opgavetorvet/ui';
import { useSupportCasesQuery } from '../api/support-api';
import '../styles/hjaelp.css';
import { SupportCaseForm } from './support-case-form';
import { SupportCasesList } from './support-cases-list';
import { SupportThreadModal } from './support-thread-modal';

const QUESTIONS = ['categories', 'subscription', 'reviews', 'pricelist'] as const;

export function HjaelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cases = useSupportCasesQuery();
  const [opened, setOpened] = useState<SupportCaseItem | null>(null);
  const refetch = () => void cases.refetch();

  return (
    <section className="stack" data-testid="firma-hjaelp">
      <PageTitle text={t('firma:::hjaelp::title')} />
      <p className="muted">{t('firma:::hjaelp::intro')}</p>
      <Card aria-labelledby="faq-title">
        <h2 className="card__title" id="faq-title">
          {t('firma:::hjaelp::faq::title')}
        </h2>
        <div className="faq">
          {QUESTIONS.map((key) => (
            <details key={key} className="faq__item">
              <summary>{t(`firma:::hjaelp::faq::${key}::q`)}</summary>
              <p>{t(`firma:::hjaelp::faq::${key}::a`)}</p>
            </details>
          ))}
        </div>
      </Card>
      <SupportCasesList cases={cases.data?.cases} onOpen={setOpened} />
      <SupportCaseForm pricelist={params.has('title')} onCreated={refetch} />
      {opened && (
        <SupportThreadModal
          caseId={opened.supportcase_id}
          subject={opened.subject}
          onClose={() => setOpened(null)}
          onSent={refetch}
        />
      )}
    </section>
  );
}
