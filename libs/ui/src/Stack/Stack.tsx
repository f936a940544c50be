import type { ElementType, ReactNode } from 'react';
import { Box } from '../Box/index.js';
import type { Sprinkles } from '../theme/sprinkles.css.js';

/** Props of {@link Stack}. */
export interface StackProps {
  children: ReactNode;
  /** Space between children; `md` by default. */
  space?: Sprinkles['gap'];
  /** Horizontal alignment of the children. */
  align?: 'left' | 'center' | 'right';
  as?: ElementType;
  className?: string;
}

const alignItems = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** Children one below the other, evenly spaced. */
export function Stack({ children, space = 'md', align = 'left', as, className }: StackProps) {
  return (
    <Box
      as={as}
      className={className}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
    >
      {children}
    </Box>
  );
}
