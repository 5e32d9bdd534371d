// One person found by e-mail (issue 32): who it is, the ZIP of its data (a download, audit-logged
// by the service) and the erasure with the request's reason; an erased account says when.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ERASE_REASON_MAX,
  AdminEraseBody,
  adminPersonExportPath,
  type AdminPerson,
} from '@opgavetorvet/contracts';
import { Button, Card, formatUnixDate } from '@opgavetorvet/ui';
import { schemaForm, useSchemaForm } from '@opgavetorvet/ui/forms';
import { ReasonForm } from '../../../components/reason-form';
import { useErasePersonMutation } from '../api/persondata-api';

const eraseForm = schemaForm<{ reason: string }, typeof AdminEraseBody>(AdminEraseBody);

export function PersonCard({ person, onErased }: { person: AdminPerson; onErased: () => void }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [erase, { isLoading }] = useErasePersonMutation();
  const form = useSchemaForm(eraseForm, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await erase({ id: person.id, ...body }))) {
      setAsking(false);
      onErased();
    }
  });
  return (
    <Card className="stack" data-testid="admin-person">
      <h2 className="section-title">{person.name || t('common:::deleted_user')}</h2>
      <p>{person.email}</p>
      <p className="muted">
        {t('admin:::personer::role', { role: t(`admin:::personer::roles::${person.role}`) })}
        {person.company_name ? ` · ${t('admin:::personer::company', { name: person.company_name })}` : ''}
      </p>
      {person.deleted_at !== null && (
        <p>{t('admin:::personer::deleted', { date: formatUnixDate(person.deleted_at, i18n.language) })}</p>
      )}
      <p>
        <a
          className="btn btn--secondary"
          href={adminPersonExportPath(person.id)}
          download
          data-testid="person-export"
        >
          {t('admin:::personer::export')}
        </a>
      </p>
      {person.deleted_at === null && !asking && (
        <p>
          <Button onClick={() => setAsking(true)}>{t('admin:::personer::erase')}</Button>
        </p>
      )}
      {asking && (
        <ReasonForm
          lead={t('common:::personal_data::erase_text')}
          label={t('admin:::personer::reason_label')}
          hint=""
          maxLength={ADMIN_ERASE_REASON_MAX}
          field={form.field('reason')}
          submitLabel={t('admin:::personer::erase')}
          cancelLabel={t('common:::personal_data::cancel')}
          busy={isLoading}
          onSubmit={(event) => void submit(event)}
          onCancel={() => setAsking(false)}
        />
      )}
    </Card>
  );
}
