// /createjob, /createjob/:slug and /:createjobUri/:slug: start a new job in the chosen category.
// Without a category it sends the visitor back to the search on the home page.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle, Spinner } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useCategoryQuery } from '../api/createjob-api';
import { CreateJobForm } from './create-job-form';

function ChooseCategory() {
  const { t } = useTranslation();
  const search = useSearchParams()[0].get('search');
  return (
    <section data-testid="create-job-choose">
      <PageTitle text={t('bruger:::createjob::title')} />
      <EmptyState
        title={search ? t('bruger:::createjob::no_match', { search }) : t('bruger:::createjob::choose')}
        action={<Link className="btn btn--primary" to={paths.home}>{t('bruger:::createjob::to_search')}</Link>}
      />
    </section>
  );
}

function CreateJobIn({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data: category, isLoading } = useCategoryQuery(slug);
  if (isLoading) return <Spinner />;
  return (
    <section className="create-job" data-testid="create-job">
      <PageTitle
        text={category ? t('bruger:::createjob::title_in', { category: category.name }) : t('bruger:::createjob::title')}
      />
      <p className="muted">{t('bruger:::createjob::lead')}</p>
      <CreateJobForm categorySlug={category?.slug ?? slug} />
    </section>
  );
}

export function CreateJobPage() {
  const { slug } = useParams();
  return slug ? <CreateJobIn key={slug} slug={slug} /> : <ChooseCategory />;
}
