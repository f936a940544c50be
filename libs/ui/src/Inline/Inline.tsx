import type { ElementType, ReactNode } from 'react';
import { Box } from '../Box/index.js';
import type { Sprinkles } from '../theme/sprinkles.css.js';

/** Props of {@link Inline}. */
export interface InlineProps {
  children: ReactNode;
  /** Space between children, both across and between wrapped rows; `sm` by default. */
  space?: Sprinkles['gap'];
  /** Horizontal alignment of the row. */
  align?: 'left' | 'center' | 'right' | 'between';
  /** Vertical alignment of the children within a row. */
  alignY?: 'top' | 'center' | 'bottom' | 'baseline';
  /** Keep everything on one line instead of wrapping. */
  noWrap?: boolean;
  as?: ElementType;
  className?: string;
}

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  between: 'space-between',
} as const;
const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const;

/** Children side by side, wrapping onto new rows when they run out of space. */
export function Inline({
  children,
  space = 'sm',
  align = 'left',
  alignY = 'center',
  noWrap = false,
  as,
  className,
}: InlineProps) {
  return (
    <Box
      as={as}
      className={className}
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
    >
      {children}
    </Box>
  );
}
