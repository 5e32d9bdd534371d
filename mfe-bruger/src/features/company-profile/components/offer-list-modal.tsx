// 'List of offers from a company with a call me button' (SPEC §2/§7, /ajax/bruger/modal_list):
// the company's offers on one of the customer's jobs as the service renders them. Once the company
// was chosen (logsphone) its 'call me' button asks the company, by a message on the job, to ring
// the customer, whose phone it has from the booking; the button is then disabled.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorArea,
  Modal,
  notify,
  notifyFromError,
  ServerHtml,
  serverTextOfError,
  Spinner,
  useAppDispatch,
  useSessionUser,
} from '@opgavetorvet/ui';
import { useProfileCallMeMutation, useProfileOfferListQuery } from '../api/company-profile-api';

interface OfferListModalProps {
  contactId: number;
  jobId: number;
  onClose: () => void;
}

export function OfferListModal({ contactId, jobId, onClose }: OfferListModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();
  const { data, error, isLoading } = useProfileOfferListQuery({
    contactid: contactId,
    jobid: jobId,
    list: 1,
  });
  const [callMe, { isLoading: calling }] = useProfileCallMeMutation();
  const [called, setCalled] = useState(false);

  const onClick = async (event: MouseEvent<HTMLDivElement>) => {
    const button =
      event.target instanceof Element ? event.target.closest('button.modal-offers__call-me') : null;
    if (!(button instanceof HTMLButtonElement) || !data?.logsphone || !user || calling || called) return;
    const bidId = Number(event.currentTarget.querySelector<HTMLElement>('[data-bid-id]')?.dataset.bidId);
    if (!bidId) return;
    button.disabled = true;
    const result = await callMe({
      bidid: bidId,
      userid: user.id,
      companyid: data.companyid,
      msg: t('bruger:::profile::offers::call_me_message'),
    });
    if ('error' in result) {
      button.disabled = false;
      dispatch(notifyFromError(result.error));
      return;
    }
    setCalled(true);
    dispatch(
      notify([
        {
          type: 'success',
          note: t('bruger:::profile::offers::call_me_sent', { company: data.company_name }),
        },
      ]),
    );
  };

  const title = data
    ? t('bruger:::profile::offers::modal_title', { company: data.company_name })
    : t('bruger:::profile::offers::title');
  return (
    <Modal open title={title} onClose={onClose} testId="offer-list-modal">
      {isLoading && <Spinner />}
      {!isLoading && !data && (
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::content_load_failed')} />
      )}
      {data && (
        <ServerHtml
          className="profile-offer-list"
          data-called={called || undefined}
          onClick={(event) => void onClick(event)}
          html={data.html}
        />
      )}
    </Modal>
  );
}
