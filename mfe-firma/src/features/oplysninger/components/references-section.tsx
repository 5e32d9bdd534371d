// The "Referencer" section of /firma/oplysninger (issue 30): the company's reference jobs as its
// profile shows them (title, text, photos in a gallery with the lightbox), each with 'Redigér' and
// 'Slet' (after a confirmation), and 'Tilføj reference' until it has COMPANY_REFERENCES_MAX.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_REFERENCES_MAX, REFERENCE_PHOTOS_MAX, type CompanyReference } from '@opgavetorvet/contracts';
import { Button, Card, ErrorArea, Spinner } from '@opgavetorvet/ui';
import { PhotoGallery } from '@opgavetorvet/ui/media';
import { useFirmaReferencesQuery } from '../api/gallery-api';
import { DeleteReferenceDialog } from './delete-reference-dialog';
import { ReferenceEditor } from './reference-editor';

interface ReferenceItemProps {
  reference: CompanyReference;
  onEdit: () => void;
  onDelete: () => void;
}

function ReferenceItem({ reference, onEdit, onDelete }: ReferenceItemProps) {
  const { t } = useTranslation();
  const { title } = reference;
  return (
    <li className="reference-item stack" data-testid="reference-item">
      <h3 className="reference-item__title">{title}</h3>
      {reference.text && <p className="reference-item__text">{reference.text}</p>}
      <PhotoGallery
        photos={reference.photos}
        label={t('firma:::oplysninger::references::gallery', { title })}
      />
      <div className="form-actions">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('firma:::oplysninger::references::edit_label', { title })}
        >
          {t('firma:::oplysninger::references::edit')}
        </Button>
        <Button
          variant="quiet"
          onClick={onDelete}
          aria-label={t('firma:::oplysninger::references::delete_label', { title })}
        >
          {t('firma:::oplysninger::references::delete')}
        </Button>
      </div>
    </li>
  );
}

export function ReferencesSection() {
  const { t } = useTranslation();
  const list = useFirmaReferencesQuery();
  const [editing, setEditing] = useState<CompanyReference | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CompanyReference | null>(null);
  const references = list.data?.references;
  const full = (references?.length ?? 0) >= COMPANY_REFERENCES_MAX;
  return (
    <Card
      className="settings-section"
      data-testid="references-section"
      aria-labelledby="references-section-title"
    >
      <h2 className="card__title" id="references-section-title">
        {t('firma:::oplysninger::references::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::references::help', { max: REFERENCE_PHOTOS_MAX })}</p>
      {references ? (
        <>
          {references.length === 0 ? (
            <p>{t('firma:::oplysninger::references::empty')}</p>
          ) : (
            <ol className="reference-list">
              {references.map((reference) => (
                <ReferenceItem
                  key={reference.id}
                  reference={reference}
                  onEdit={() => setEditing(reference)}
                  onDelete={() => setDeleting(reference)}
                />
              ))}
            </ol>
          )}
          <div className="form-actions">
            <Button onClick={() => setEditing('new')} disabled={full}>
              {t('firma:::oplysninger::references::add')}
            </Button>
            <span className="muted" data-testid="references-count">
              {full
                ? t('firma:::oplysninger::references::max_reached', { max: COMPANY_REFERENCES_MAX })
                : t('firma:::oplysninger::references::count', {
                    count: references.length,
                    max: COMPANY_REFERENCES_MAX,
                  })}
            </span>
          </div>
        </>
      ) : list.isError ? (
        <ErrorArea message={t('errors:::content_load_failed')} />
      ) : (
        <Spinner />
      )}
      {editing && (
        <ReferenceEditor reference={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteReferenceDialog reference={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}
