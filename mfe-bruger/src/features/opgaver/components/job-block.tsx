// The job's block the idea link opens in place: the service's markup (status, standing offers,
// unread messages, a link to the job page), whose link the router follows.
import { ServerHtml } from '@opgavetorvet/ui';

export function JobBlock({ id, html }: { id: string; html: string }) {
  return (
    <div id={id} className="job-block-slot">
      {html && <ServerHtml className="job-block-html" data-testid="job-block" html={html} />}
    </div>
  );
}
