// Sets the browser tab's title for a page whose visible heading is not a plain PageTitle.
import { useEffect } from 'react';

export function PageTitleEffect({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
