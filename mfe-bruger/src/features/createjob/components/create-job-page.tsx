// /createjob, /createjob/:slug and /:createjobUri/:slug: start a new job in the chosen category.
// A top-level category asks for a subcategory first; without a category it leads to the search.
// /:createjobUri/:slug of no category is no page at all (the service answers it with 404): there
// the site's not-found screen, not the create-job page's category error.
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorArea,
  NotFoundScreen,
  PageTitle,
  Spinner,
  serverTextOfError,
} from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useCategoryDetailQuery, useFindCategoryQuery } from '../api/createjob-api';
import { CreateJobForm } from './create-job-form';
import { SubcategoryList } from './subcategory-list';

function ToSearch() {
  const { t } = useTranslation();
  return (
    <Link className="btn btn--primary" to={paths.home}>
      {t('bruger:::createjob::to_search')}
    </Link>
  );
}

/** The query parameters a category's form keeps when /createjob?search= leads to it (SPEC §2). */
function carried(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['word', 'sendcompany']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

function ChooseCategory() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  // ?search= (the home search sent before its suggestions came): the best match's form.
  const { data, isFetching } = useFindCategoryQuery(search, { skip: search === '' });
  const found = data?.[0]?.link;
  if (search !== '' && isFetching) return <Spinner />;
  if (found && found.startsWith('/') && !found.startsWith('//'))
    return <Navigate to={`${found}${carried(params)}`} replace />;
  return (
    <section data-testid="create-job-choose">
      <PageTitle text={t('bruger:::createjob::title')} />
      <EmptyState
        title={search ? t('bruger:::createjob::no_match', { search }) : t('bruger:::createjob::choose')}
        action={<ToSearch />}
      />
    </section>
  );
}

function CreateJobIn({ slug, unknownIsNoPage }: { slug: string; unknownIsNoPage: boolean }) {
  const { t } = useTranslation();
  const { data: detail, isLoading, error } = useCategoryDetailQuery(slug);
  if (isLoading) return <Spinner />;
  const status = error && 'status' in error ? error.status : null;
  if (!detail && unknownIsNoPage && status === 404) return <NotFoundScreen />;
  if (!detail) {
    return (
      <section data-testid="create-job">
        <PageTitle text={t('bruger:::createjob::title')} />
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
        <p>
          <ToSearch />
        </p>
      </section>
    );
  }
  const { category, parent, children } = detail;
  return (
    <section className="stack create-job" data-testid="create-job">
      {parent && (
        <p className="back-link">
          <Link to={parent.link}>{parent.name}</Link>
        </p>
      )}
      <PageTitle text={t('bruger:::createjob::title_in', { category: category.name })} />
      <p className="muted" data-testid="create-job-lead">
        {t('bruger:::createjob::lead')}
      </p>
      {category.description && <p className="muted">{category.description}</p>}
      {children.length > 0 ? <SubcategoryList subcategories={children} /> : <CreateJobForm detail={detail} />}
    </section>
  );
}

export function CreateJobPage() {
  const { slug, createjobUri } = useParams();
  return slug ? (
    <CreateJobIn key={slug} slug={slug} unknownIsNoPage={createjobUri !== undefined} />
  ) : (
    <ChooseCategory />
  );
}
