// /firma/oplysninger (alias /company/info): the company's details and profile settings: what
// customers see of it (the "Firmaprofil" section, issue 31), categories (at most two top-level
// ones), regions, mail agents, opening times, the media centre's widget, the phone for SMS
// notifications, and the logo and reference jobs of its profile (issue 30, loaded
// lazily with the UI kit's media entry).
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, Spinner, useSessionUser } from '@opgavetorvet/ui';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useFirmaCategoryTreeQuery, useFirmaRegionsQuery, useFirmaSettingsQuery } from '../api/settings-api';
import '../styles/oplysninger.css';
import { CategoriesSection } from './categories-section';
import { CompanyFacts } from './company-facts';
import { MailAgentsSection } from './mail-agents-section';
import { MediaCentreSection } from './media-centre-section';
import { NotificationsPhoneSection } from './notifications-phone-section';
import { OpeningTimesSection } from './opening-times-section';
import { ProfileDetailsSection } from './profile-details-section';
import { RegionsSection } from './regions-section';

const GallerySections = lazy(() =>
  import(/* webpackChunkName: "firma-gallery" */ './gallery-sections').then((module) => ({
    default: module.GallerySections,
  })),
);

export function OplysningerPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const settings = useFirmaSettingsQuery();
  const tree = useFirmaCategoryTreeQuery();
  const regions = useFirmaRegionsQuery();
  // A link to one section (the start checklist's, #regions-title) finds it once it is drawn.
  useScrollToHash();
  if (!user) return null;
  const saved = settings.data;
  const categories = tree.data?.categories;
  const regionList = regions.data?.regions;
  const refetch = () => void settings.refetch();
  return (
    <section className="stack" data-testid="firma-oplysninger">
      <PageTitle text={t('firma:::oplysninger::title')} />
      {saved && <CompanyFacts user={user} balanceOre={saved.balance_ore} />}
      <ProfileDetailsSection />
      {saved && <NotificationsPhoneSection saved={saved.notify_phone} onSaved={refetch} />}
      {saved && categories && regionList ? (
        <>
          <CategoriesSection tree={categories} savedIds={saved.category_ids} onSaved={refetch} />
          <RegionsSection regions={regionList} savedIds={saved.region_ids} onSaved={refetch} />
          <MailAgentsSection
            tree={categories}
            regions={regionList}
            saved={saved.mail_agents}
            onSaved={refetch}
          />
          {user.companyId !== null && (
            <OpeningTimesSection companyId={user.companyId} saved={saved.opening_times} onSaved={refetch} />
          )}
          <MediaCentreSection savedColor={saved.widget_color} />
        </>
      ) : (
        <Spinner />
      )}
      <Suspense fallback={<Spinner />}>
        <GallerySections />
      </Suspense>
    </section>
  );
}
