/**
 * `@beauty/analytics`: the tag-manager data layer and its configuration checks.
 *
 * @packageDocumentation
 */
export { AnalyticsConfigError, validateContainerId } from './container.js';
export { createDataLayer, type DataLayerEvent } from './dataLayer.js';
