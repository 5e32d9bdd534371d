// The embed code a company copies into its own site (taxteria of /ajax/firma/plagincolor): an
// iframe of its widget page in its colour, rendered by React so the address is always escaped.
import { renderHtml } from '../../lib/html.js';

export function widgetSnippet(site: string, slug: string, color: string): string {
  const src = `${site}/widget/${encodeURIComponent(slug)}?color=${encodeURIComponent(color.toLowerCase())}`;
  return renderHtml(
    <iframe src={src} title="Opgavetorvet" width={300} height={170} style={{ border: 0 }} loading="lazy" />,
  );
}
