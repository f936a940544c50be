import { createContext, useContext, type ReactNode } from 'react';
import type { ErrorReporter } from '../errors/reporter.js';
import type { Analytics } from '../tagManager/analytics.js';

interface AnalyticsContextValue {
  analytics: Analytics;
  reporter: ErrorReporter | undefined;
}

const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

/** Props of {@link AnalyticsProvider}. */
export interface AnalyticsProviderProps {
  analytics: Analytics;
  /** Receives fraud-prevention setup failures, among others. */
  reporter?: ErrorReporter;
  children?: ReactNode;
}

/** Makes the shop's analytics (and optionally its error reporter) available to the hooks. */
export function AnalyticsProvider({ analytics, reporter, children }: AnalyticsProviderProps) {
  return (
    <AnalyticsContext.Provider value={{ analytics, reporter }}>
      {children}
    </AnalyticsContext.Provider>
  );
}

/** The analytics and reporter given to the nearest {@link AnalyticsProvider}. */
export function useAnalyticsContext(): AnalyticsContextValue {
  const value = useContext(AnalyticsContext);
  if (!value) throw new Error('useAnalytics must be used inside <AnalyticsProvider>.');
  return value;
}

/** The shop's analytics from the nearest {@link AnalyticsProvider}. */
export function useAnalytics(): Analytics {
  return useAnalyticsContext().analytics;
}
