// What a reported file's card shows whether it waits or was decided: the file itself, its caption,
// what it belongs to and who uploaded it, and every report; the badge and what follows (the
// administrator's two actions, or the decision) are the card's own.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { Card } from '@opgavetorvet/ui';
import { ReportEntries } from './report-entries';
import { ReportedFileOwner } from './reported-file-owner';
import { ReportedFilePreview } from './reported-file-preview';

interface ReportedFileCardFrameProps {
  item: ReportedFile;
  testId: string;
  badge: ReactNode;
  children: ReactNode;
}

export function ReportedFileCardFrame({ item, testId, badge, children }: ReportedFileCardFrameProps) {
  const { t } = useTranslation();
  return (
    <Card className="reported-file" data-testid={testId} data-key={item.key}>
      <div className="reported-file__head">
        <h2 className="card__title">{item.owner.title}</h2>
        {badge}
      </div>
      <div className="reported-file__body">
        <div className="reported-file__media">
          <ReportedFilePreview item={item} />
          <p className="reported-file__caption">
            {item.caption ? (
              <>
                <span className="visually-hidden">{t('admin:::billeder::caption')}</span>
                {item.caption}
              </>
            ) : (
              <span className="muted">{t('admin:::billeder::no_caption')}</span>
            )}
          </p>
        </div>
        <div className="stack reported-file__facts">
          <ReportedFileOwner item={item} />
          <ReportEntries reports={item.reports} />
        </div>
      </div>
      {children}
    </Card>
  );
}
