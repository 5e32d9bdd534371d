// Markup from our own service (the "html" replies of SPEC §7), placed into the page. The service
// renders it with React's renderToStaticMarkup, which escapes every user text, so the page never
// joins user text into markup itself. The one place the front end sets inner HTML.
import type { HTMLAttributes, Ref } from 'react';

export type ServerHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Markup rendered by the service's escaping renderer. */
  html: string;
  ref?: Ref<HTMLDivElement>;
};

export function ServerHtml({ html, ref, ...attributes }: ServerHtmlProps) {
  return <div ref={ref} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
