export { Link, type LinkProps } from './Link.js';
export { safeHref } from './safeHref.js';
