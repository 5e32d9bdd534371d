// The company's reviews on its profile: customers' reviews (the ones the average counts), other
// public reviews and friends' testimonials as tabs, each paged by 'Vis flere'. The open tab is in
// the address's hash (SPEC §2; none for the first), so a link opens it and 'back' goes to the last.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@opgavetorvet/ui';
import { profileReviewLists, type ProfileReviewList } from '../api/company-profile-api';
import { ReviewPage } from './review-page';

/** Each tab's hash; the first tab is the page without one. */
export const REVIEW_TAB_HASH: Record<ProfileReviewList, string> = {
  reviews: '',
  publicreview: '#oevrige-anmeldelser',
  friendtestimonials: '#anbefalinger',
};

export function ProfileReviews({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const list =
    profileReviewLists.find((name) => name !== 'reviews' && REVIEW_TAB_HASH[name] === hash) ?? 'reviews';
  const setList = (name: ProfileReviewList) => {
    if (name !== list) navigate({ search, hash: REVIEW_TAB_HASH[name] }, { preventScrollReset: true });
  };
  const [pages, setPages] = useState<Record<ProfileReviewList, number>>({
    reviews: 1,
    publicreview: 1,
    friendtestimonials: 1,
  });
  const shown = pages[list];
  return (
    <Card className="stack profile-reviews" aria-labelledby="profile-reviews-title">
      <h2 className="card__title" id="profile-reviews-title">
        {t('bruger:::profile::reviews::title')}
      </h2>
      <div className="profile-reviews__tabs" role="tablist">
        {profileReviewLists.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`profile-reviews-tab-${name}`}
            aria-selected={name === list}
            aria-controls="profile-reviews-panel"
            className={name === list ? 'active' : undefined}
            onClick={() => setList(name)}
          >
            {t(`bruger:::profile::reviews::tab::${name}`)}
          </button>
        ))}
      </div>
      <div
        id="profile-reviews-panel"
        role="tabpanel"
        aria-labelledby={`profile-reviews-tab-${list}`}
        className="stack"
      >
        {Array.from({ length: shown }, (_, index) => (
          <ReviewPage
            key={`${list}-${index + 1}`}
            list={list}
            companyId={companyId}
            page={index + 1}
            isLast={index + 1 === shown}
            onMore={() => setPages((current) => ({ ...current, [list]: shown + 1 }))}
          />
        ))}
      </div>
    </Card>
  );
}
