// Markup from our own service (the "html" replies of SPEC §7), placed into the page. The service
// renders it with React's renderToStaticMarkup, which escapes every user text, so the page never
// joins user text into markup itself. The one place the front end sets inner HTML. Links in it to
// the product's own pages are followed by the router (no page load); an onClick given runs first
// and may prevent that.
import type { HTMLAttributes, MouseEvent, Ref } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { followInPageLink } from '../lib/in-page-link';

export type ServerHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Markup rendered by the service's escaping renderer. */
  html: string;
  ref?: Ref<HTMLDivElement>;
};

function RoutedServerHtml({ onClick, ...props }: ServerHtmlProps) {
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    followInPageLink(event, navigate);
  };
  return <Markup {...props} onClick={click} />;
}

function Markup({ html, ref, ...attributes }: ServerHtmlProps) {
  return <div ref={ref} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ServerHtml(props: ServerHtmlProps) {
  return useInRouterContext() ? <RoutedServerHtml {...props} /> : <Markup {...props} />;
}
