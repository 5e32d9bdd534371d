// The header's navigation per role: each role's landing page; a customer also reaches the account pages.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { RoleNav } from './role-nav';

describe('role navigation', () => {
  it("gives a customer 'Mine opgaver', 'Min konto' and 'Find et firma'", () => {
    renderWithProviders(<RoleNav role="user" />);
    expect(screen.getByRole('link', { name: 'Mine opgaver' })).toHaveAttribute('href', '/bruger/opgaver');
    expect(screen.getByRole('link', { name: 'Min konto' })).toHaveAttribute('href', '/bruger/account');
    expect(screen.getByRole('link', { name: 'Find et firma' })).toHaveAttribute('href', '/firmaer');
  });

  it("gives a visitor only 'Find et firma'", () => {
    renderWithProviders(<RoleNav role={null} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Find et firma' })).toHaveAttribute('href', '/firmaer');
  });

  it("gives a company only its landing page, and the administrator 'Annulleringer' and 'Udbakke'", () => {
    const { unmount } = renderWithProviders(<RoleNav role="company" />);
    expect(screen.getByRole('link', { name: 'Opgaver i udbud' })).toHaveAttribute('href', '/firma/opgaver');
    expect(screen.queryByRole('link', { name: 'Min konto' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<RoleNav role="admin" />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Annulleringer' })).toHaveAttribute(
      'href',
      '/admin/annulleringer',
    );
    expect(screen.getByRole('link', { name: 'Udbakke' })).toHaveAttribute('href', '/admin/udbakke');
  });

  it("does not mark the company's 'Opgaver i udbud' on the won jobs page (issue 10, defect 5)", () => {
    const { unmount } = renderWithProviders(<RoleNav role="company" />, {
      route: '/firma/opgaver/dine-vundne-opgaver',
    });
    expect(screen.getByRole('link', { name: 'Opgaver i udbud' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Opgaver i udbud' })).not.toHaveClass('active');
    unmount();
    renderWithProviders(<RoleNav role="company" />, { route: '/firma/opgaver' });
    expect(screen.getByRole('link', { name: 'Opgaver i udbud' })).toHaveAttribute('aria-current', 'page');
  });
});
