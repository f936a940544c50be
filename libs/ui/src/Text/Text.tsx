import type { ReactNode } from 'react';
import { text, type TextVariants } from './Text.css.js';

/** Props of {@link Text}. */
export interface TextProps extends TextVariants {
  children: ReactNode;
  /** `p` by default; `span` inside other text. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  className?: string;
  id?: string;
}

/** Body text in the theme's sizes and tones. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  className,
  id,
  children,
}: TextProps) {
  return (
    <Element
      id={id}
      className={[text({ size, tone, weight }), className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
