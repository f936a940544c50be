import type { ReactNode } from 'react';
import { heading } from './Heading.css.js';

/** Props of {@link Heading}. */
export interface HeadingProps {
  /** The document outline level, which also sets the size. */
  level: 1 | 2 | 3 | 4;
  children: ReactNode;
  id?: string;
  className?: string;
}

/** A section heading (`h1` to `h4`). */
export function Heading({ level, children, id, className }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={[heading({ level }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
