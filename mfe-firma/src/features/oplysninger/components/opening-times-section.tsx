// Opening times on the info page: the table customers see (POST /ajax/firma/openingtimes → html)
// and a button that opens the modal to change them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettingsReply } from '@opgavetorvet/contracts';
import { Button, Card, ServerHtml, Spinner } from '@opgavetorvet/ui';
import { useOpeningTimesTableQuery } from '../api/presentation-api';
import { weekOf } from '../lib/opening-times';
import { OpeningTimesModal } from './opening-times-modal';

interface Props {
  companyId: number;
  saved: CompanySettingsReply['opening_times'];
  onSaved: () => void;
}

export function OpeningTimesSection({ companyId, saved, onSaved }: Props) {
  const { t } = useTranslation();
  const { data } = useOpeningTimesTableQuery({ company_id: companyId });
  const [table, setTable] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const html = table ?? data?.html;

  return (
    <Card className="settings-section" data-testid="opening-times-section" aria-labelledby="opening-title">
      <h2 className="card__title" id="opening-title">
        {t('firma:::oplysninger::opening::title')}
      </h2>
      {html ? (
        <ServerHtml html={html} className="opening-times-preview" data-testid="opening-times-table" />
      ) : (
        <Spinner />
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('firma:::oplysninger::opening::edit')}
        </Button>
      </div>
      {open && (
        <OpeningTimesModal
          saved={weekOf(saved)}
          onClose={() => setOpen(false)}
          onSaved={(savedHtml) => {
            if (savedHtml) setTable(savedHtml);
            onSaved();
          }}
        />
      )}
    </Card>
  );
}
