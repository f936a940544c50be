/**
 * `@beauty/ui`: the storefront's design system. Radix primitives styled with vanilla-extract;
 * import the stylesheet once with `import '@beauty/ui/styles.css'` and put `lightTheme` (or
 * `darkTheme`) on a root element.
 *
 * @packageDocumentation
 */
export { vars } from './theme/contract.css.js';
export { lightTheme, darkTheme } from './theme/themes.css.js';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css.js';
export { breakpoints } from './theme/tokens.js';
export { Box, type BoxProps } from './Box/index.js';
export { Stack, type StackProps } from './Stack/index.js';
export { Text, type TextProps } from './Text/index.js';
export { Heading, type HeadingProps } from './Heading/index.js';
export { Button, type ButtonProps } from './Button/index.js';
export { Link, safeHref, type LinkProps } from './Link/index.js';
