// What /firma/opgaver says when no open job is listed (issue 31): no job matching the search words;
// for a company that has not chosen its categories or its regions yet, that it should choose them
// (a link to them on /firma/oplysninger) rather than 'no jobs in your categories'; else that its
// categories have no open jobs now. Whether the categories are chosen is the start checklist's
// reply (the page asks for it anyway; cached), read only when the list is empty.
import { EmptyState } from '@opgavetorvet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { oplysningerSections } from '../../../config/oplysninger-sections';
import { paths } from '../../../config/paths';
import { useStartChecklistQuery } from '../api/start-checklist-api';

export function OpenJobsEmpty({ search, hasRegions }: { search: string; hasRegions: boolean }) {
  const { t } = useTranslation();
  const setup = useStartChecklistQuery(undefined, { skip: search !== '' });
  if (search) return <EmptyState title={t('firma:::jobs::no_match', { search })} />;
  // Until the checklist's answer is known, nothing rather than a sentence that may be wrong.
  if (setup.isLoading) return null;
  const categoriesChosen = setup.data?.items.categories ?? true;
  if (categoriesChosen && hasRegions) return <EmptyState title={t('firma:::jobs::empty')} />;
  return (
    <EmptyState
      title={t('firma:::jobs::setup::title')}
      text={t('firma:::jobs::setup::text')}
      action={
        <Link className="btn btn--primary" to={`${paths.oplysninger}#${oplysningerSections.categories}`}>
          {t('firma:::jobs::setup::link')}
        </Link>
      }
    />
  );
}
