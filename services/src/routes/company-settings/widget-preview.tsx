// The embeddable company widget (media centre): name, average rating and a link to the profile,
// framed in the company's colour. Shown as the preview of /ajax/firma/plagincolor and served
// inside the iframe of the embed code by GET /widget/:slug.
import { Stars } from '../../lib/stars.js';
import type { Translate } from '../../lib/translator.js';
import { textColorOn } from './rules.js';

export interface WidgetProps {
  t: Translate;
  color: string;
  name: string;
  profileUrl: string;
  count: number;
  average: number;
}

export function WidgetPreview({ t, color, name, profileUrl, count, average }: WidgetProps) {
  const averageText = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 }).format(average);
  return (
    <div
      style={{
        border: `2px solid ${color}`,
        borderRadius: 6,
        maxWidth: 300,
        fontFamily: 'Arial, sans-serif',
      }}
    >
      <div style={{ background: color, color: textColorOn(color), padding: '6px 10px', fontWeight: 'bold' }}>
        {t('fragments:::widget::heading')}
      </div>
      <div style={{ padding: '8px 10px' }}>
        <div style={{ fontWeight: 'bold', marginBottom: 4 }}>{name}</div>
        <div>
          <Stars rating={average} label={t('fragments:::reviews::stars_label', { rating: averageText })} />{' '}
          {t('fragments:::widget::reviews', { count, average: averageText })}
        </div>
        <a href={profileUrl} target="_blank" rel="noopener noreferrer" style={{ color }}>
          {t('fragments:::widget::link')}
        </a>
      </div>
    </div>
  );
}
