// A fragment the service rendered with React's renderToStaticMarkup (escaped, never string-joined,
// see CONVENTIONS "HTML replies"), shown as it came: the opening-times table, the widget preview.
export function ServerHtml({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
