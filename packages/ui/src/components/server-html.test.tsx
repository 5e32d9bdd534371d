// The service's escaped markup is placed as markup (its elements, not their source as text), with
// the wrapper's attributes, events and ref.
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
