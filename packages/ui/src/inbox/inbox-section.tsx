// An inbox page's frame (issue 32), for both sides' inboxes: a spinner while the inbox loads, then
// the page's section with its title over either the server's error text or what the page draws of
// the inbox.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxReply } from '@opgavetorvet/contracts';
import { ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';

export interface InboxSectionProps {
  testId: string;
  title: string;
  /** The side's inbox query (an RTK Query result). */
  inbox: { data?: InboxReply; error?: unknown; isLoading: boolean };
  children: (inbox: InboxReply) => ReactNode;
}

export function InboxSection({
  testId,
  title,
  inbox: { data, error, isLoading },
  children,
}: InboxSectionProps) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner />;
  return (
    <section className="stack" data-testid={testId}>
      <PageTitle text={title} />
      {error || !data ? (
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
      ) : (
        children(data)
      )}
    </section>
  );
}
