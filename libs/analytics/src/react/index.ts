/**
 * `@beauty/analytics/react`: the React 19 and TanStack Router binding of `@beauty/analytics`.
 *
 * @packageDocumentation
 */
export { AnalyticsProvider, useAnalytics, type AnalyticsProviderProps } from './context.js';
export {
  useConsentStatus,
  useDeviceFlags,
  useFraudPrevention,
  usePageViews,
  type UsePageViewsOptions,
} from './hooks.js';
