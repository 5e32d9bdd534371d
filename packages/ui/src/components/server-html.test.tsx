// The service's escaped markup is placed as markup (its elements, not their source as text), with
// the wrapper's attributes, events and ref.
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServerHtml } from './server-html';

describe('ServerHtml', () => {
  it('places the markup as elements, keeps escaped user text as text, and passes attributes, events and ref', () => {
    const ref = createRef<HTMLDivElement>();
    const onClick = vi.fn();
    render(
      <ServerHtml
        ref={ref}
        className="modal-html"
        data-testid="server-html"
        onClick={onClick}
        html={'<p>Tak for <strong>tilbuddet</strong></p><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'}
      />,
    );
    const box = screen.getByTestId('server-html');
    expect(box).toHaveClass('modal-html');
    expect(box.querySelector('strong')).toHaveTextContent('tilbuddet');
    expect(box.querySelector('script')).toBeNull();
    expect(box).toHaveTextContent('<script>alert(1)</script>');
    expect(ref.current).toBe(box);
    fireEvent.click(box.querySelector('strong')!);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("follows links to the product's own pages in the page, and leaves other links to the browser", () => {
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route
            path="/start"
            element={
              <ServerHtml
                data-testid="server-html"
                html={
                  '<a href="/bruger/opgave/12">Gå til opgaven</a> <a href="https://example.dk/">Ude</a> ' +
                  '<a href="/bruger/opgave/13" target="_blank">Ny fane</a>'
                }
              />
            }
          />
          <Route path="/bruger/opgave/:id" element={<p>opgavesiden</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const outside = screen.getByText('Ude');
    expect(fireEvent.click(outside)).toBe(true);
    expect(fireEvent.click(screen.getByText('Ny fane'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Gå til opgaven'), { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('server-html')).toBeInTheDocument();
    expect(fireEvent.click(screen.getByText('Gå til opgaven'))).toBe(false);
    expect(screen.getByText('opgavesiden')).toBeInTheDocument();
  });
});
