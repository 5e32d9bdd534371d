// "Referencer" on a company's profile /{slug} (issue 30): the reference jobs the company shows, each
// with its title, its short text and its photos as a gallery that opens the lightbox, where anyone
// may report a photo ("Anmeld billede", to the administrator). The gallery
// comes from the UI kit's media entry, loaded only when the company has references with photos.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyReference } from '@opgavetorvet/contracts';
import { Card } from '@opgavetorvet/ui';

const PhotoGallery = lazy(() =>
  import('@opgavetorvet/ui/media').then((module) => ({ default: module.PhotoGallery })),
);

/** The gallery's thumbnails: a third of a phone's width, about 160 px on a desktop. */
const THUMBNAIL_SIZES = '(max-width: 600px) 33vw, 160px';

export function ProfileReferences({ references = [] }: { references?: readonly CompanyReference[] }) {
  const { t } = useTranslation();
  if (references.length === 0) return null;
  return (
    <Card className="stack" aria-labelledby="profile-references-title" data-testid="profile-references">
      <h2 className="card__title" id="profile-references-title">
        {t('bruger:::profile::references_title')}
      </h2>
      <ol className="profile-references">
        {references.map((reference) => (
          <li key={reference.id} className="profile-reference stack">
            <h3 className="profile-reference__title">{reference.title}</h3>
            {reference.text && <p className="profile-reference__text">{reference.text}</p>}
            {reference.photos.length > 0 && (
              <Suspense fallback={null}>
                <PhotoGallery
                  photos={reference.photos}
                  sizes={THUMBNAIL_SIZES}
                  label={t('bruger:::profile::reference_photos', { title: reference.title })}
                  reportable
                />
              </Suspense>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
