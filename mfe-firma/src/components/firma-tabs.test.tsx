// The company portal's tab row at 390 px (issue 31): every tab is in the row, and the row wraps
// rather than running past the screen's edge (firma-tabs.css, read as the browser reads it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { FirmaTabs } from './firma-tabs';

const styles = () => {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, 'firma-tabs.css'), 'utf8');
  document.head.append(style);
  return style;
};

let added: HTMLStyleElement | undefined;
afterEach(() => added?.remove());

describe('the company portal tabs', () => {
  it('wrap onto another row instead of being cut off, with every tab a link', () => {
    added = styles();
    renderWithProviders(<FirmaTabs />, { route: '/firma/opgaver' });
    const nav = screen.getByRole('navigation', { name: 'Firmamenu' });
    const row = within(nav).getByRole('list');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(row).overflowX).toBe('visible');
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Opgaver i udbud', 'Dine vundne opgaver', 'Oplysninger', 'Beskeder', 'Statistik']);
  });
});
