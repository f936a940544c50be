export { FreeShippingProgress, type FreeShippingProgressProps } from './FreeShippingProgress.js';
