// A white card: the building block of every list (jobs, cancellations) and of forms.
import type { ComponentPropsWithRef } from 'react';

export function Card({ className, ...rest }: ComponentPropsWithRef<'article'>) {
  return <article {...rest} className={['card', className].filter(Boolean).join(' ')} />;
}
