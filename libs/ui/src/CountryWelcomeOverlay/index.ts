export {
  CountryWelcomeOverlay,
  type CountrySite,
  type CountryWelcomeOverlayProps,
} from './CountryWelcomeOverlay.js';
