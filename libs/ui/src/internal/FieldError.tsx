import type { ReactNode } from 'react';
import * as field from './field.css.js';

/** A field's error under it, with the id its control names in `aria-describedby`; nothing without one. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className={field.error}>
      {children}
    </p>
  ) : null;
}
