// Rule: server-rendered HTML escapes user text; markup can never be injected through it.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from './html.js';

describe('renderHtml', () => {
  it('escapes user text so a script tag arrives as text', () => {
    const html = renderHtml(createElement('p', null, '<script>alert(1)</script> & "x"'));
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>');
  });
});
