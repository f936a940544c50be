export { Heading, type HeadingProps } from './Heading.js';
