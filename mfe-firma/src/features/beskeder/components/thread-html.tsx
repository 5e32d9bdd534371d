// The thread of one conversation as the service renders it (/firma/message_modal → html), its
// messages kept scrolled to the newest. Its buttons work by delegation: 'Fortryd' withdraws the cancel
// request awaiting the administrator (/ajax/firma/delete_cancel_message), 'Afslut opgave' leads to
// the won jobs, where the finish form lives; a message's photo opens in the lightbox and a PDF
// downloads (issue 30).
import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify, notifyFromError, ServerHtml, useAppDispatch } from '@opgavetorvet/ui';
import { useFileLightbox } from '@opgavetorvet/ui/file-links';
import { paths } from '../../../config/paths';
import { useUndoCancelFromMessagesMutation } from '../api/beskeder-api';

interface ThreadHtmlProps {
  html: string;
  onChanged: () => void;
}

export function ThreadHtml({ html, onChanged }: ThreadHtmlProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [undoCancel] = useUndoCancelFromMessagesMutation();
  const fileLightbox = useFileLightbox();

  useEffect(() => {
    const list = ref.current?.querySelector('.thread-messages');
    if (list) list.scrollTop = list.scrollHeight;
  }, [html]);

  const onClick = async (event: MouseEvent<HTMLDivElement>) => {
    fileLightbox.onClick(event);
    const target = event.target instanceof Element ? event.target : null;
    const undo = target?.closest<HTMLButtonElement>('.btn-undo-cancel');
    if (undo) {
      undo.disabled = true;
      const result = await undoCancel({ contact_contact_id: Number(undo.dataset.contactContactId) });
      if ('error' in result) {
        undo.disabled = false;
        dispatch(notifyFromError(result.error));
        return;
      }
      dispatch(notify([{ type: 'success', note: t('firma:::beskeder::undo_done') }]));
      onChanged();
      return;
    }
    if (target?.closest('.btn-finish')) navigate(paths.vundne);
  };

  return (
    <>
      {/* The html's own buttons and links are real ones (keyboard included); the wrapper only hears their clicks. */}
      <ServerHtml
        ref={ref}
        className="thread-html"
        data-testid="thread"
        onClick={(event) => void onClick(event)}
        html={html}
      />
      {fileLightbox.lightbox}
    </>
  );
}
