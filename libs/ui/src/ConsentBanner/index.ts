export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner.js';
export { consentBannerOffset } from './ConsentBanner.css.js';
