import type { ElementType, ReactNode } from 'react';
import { Box } from '../Box/index.js';
import type { Sprinkles } from '../theme/sprinkles.css.js';

/** Props of {@link Columns}. */
export interface ColumnsProps {
  children: ReactNode;
  /** Columns per breakpoint, e.g. `{ mobile: 2, tablet: 3, desktop: 4 }`, or one number for all. */
  columns: Sprinkles['gridTemplateColumns'];
  /** Gap between cells; `md` by default. */
  space?: Sprinkles['gap'];
  as?: ElementType;
  className?: string;
}

/** Equal-width columns that change count with the breakpoint: product grids, footers, forms. */
export function Columns({ children, columns, space = 'md', as, className }: ColumnsProps) {
  return (
    <Box as={as} className={className} display="grid" gridTemplateColumns={columns} gap={space}>
      {children}
    </Box>
  );
}
