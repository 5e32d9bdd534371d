// 'Bestil' from a company's pricelist (SPEC §1/§7): the company amount attributes modal
// (/bruger/companymodalamountattr: the pricelist's lines with their amount fields), then the order
// page (/bruger/ajaxpagebestil: what is ordered and the personalised work order form), and, when a
// visitor's e-mail belongs to a profile, the confirmation of that profile by its password.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Modal, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useOrderAmountFormQuery, useOrderPageMutation } from '../api/order-api';
import { usePersonalizedOrder } from '../hooks/use-personalized-order';
import { readAmountForm, readOrderForm } from '../lib/order-rules';
import { PendingProfileConfirmation } from './confirm-profile-form';
import { ServerForm } from './server-form';
import './order.css';

interface OrderModalProps {
  companyId: number;
  /** The pricelist (a category of the company) or one line of it. */
  categoryId: number;
  onClose: () => void;
}

/** Choosing another line also chooses that line's first amount field. */
function followLine(event: ChangeEvent<HTMLDivElement>): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.name !== 'categoryid' || !input.form) return;
  const first = Array.from(
    input.form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="attr_id"]'),
  ).find((radio) => radio.dataset.categoryId === input.value);
  if (first) first.checked = true;
}

export function OrderModal({ companyId, categoryId, onClose }: OrderModalProps) {
  const { t } = useTranslation();
  const lines = useOrderAmountFormQuery({ company_id: companyId, category_id: categoryId });
  const [loadOrderPage, orderPage] = useOrderPageMutation();
  const [orderHtml, setOrderHtml] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const order = usePersonalizedOrder();

  const onLines = async (form: HTMLFormElement) => {
    const read = await readAmountForm(form, t);
    if (!read.ok) {
      setLineErrors(read.errors);
      return;
    }
    setLineErrors([]);
    const result = await loadOrderPage(read.body);
    if ('error' in result) setLineErrors([serverTextOfError(result.error) ?? t('errors:::internal')]);
    else setOrderHtml(result.data.html);
  };

  const title = order.pending
    ? t('bruger:::order::confirm::title')
    : t(orderHtml === null ? 'bruger:::order::title_lines' : 'bruger:::order::title_form');

  let body;
  if (lines.isLoading) body = <Spinner />;
  else if (lines.error || !lines.data)
    body = (
      <ErrorArea
        message={serverTextOfError(lines.error) ?? t('errors:::content_load_failed')}
        testId="order-error"
      />
    );
  else if (orderHtml === null)
    body = (
      <>
        <ServerForm
          html={lines.data.html}
          busy={orderPage.isLoading}
          onSubmit={(form) => void onLines(form)}
          onChange={followLine}
          testId="order-lines"
        />
        <ErrorArea message={lineErrors} testId="order-error" />
      </>
    );
  else
    body = (
      <>
        <div hidden={order.pending !== null} className="stack">
          <ServerForm
            html={orderHtml}
            busy={order.busy}
            onSubmit={(form) => void readOrderForm(form, t).then(order.submit)}
            testId="order-form"
          />
          <ErrorArea message={order.errors} testId="order-error" />
          <div>
            <Button variant="quiet" onClick={() => setOrderHtml(null)}>
              {t('bruger:::order::back_to_lines')}
            </Button>
          </div>
        </div>
        <PendingProfileConfirmation order={order} />
      </>
    );

  return (
    <Modal open title={title} onClose={onClose} testId="order-modal">
      <div className="order-modal">{body}</div>
    </Modal>
  );
}
