// The job's block the idea link opens in place: the service's markup (status, standing offers,
// unread messages, a link to the job page), whose link the router follows.
import { useNavigate } from 'react-router-dom';
import { ServerHtml } from '@opgavetorvet/ui';
import { followInPageLink } from '../lib/in-page-link';

export function JobBlock({ id, html }: { id: string; html: string }) {
  const navigate = useNavigate();
  return (
    <div id={id} className="job-block-slot">
      {html && (
        <ServerHtml
          className="job-block-html"
          data-testid="job-block"
          onClick={(event) => followInPageLink(event, navigate)}
          html={html}
        />
      )}
    </div>
  );
}
