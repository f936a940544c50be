/**
 * `@beauty/flags-sdk/react`: a provider and hooks over a {@link FlagsClient}.
 *
 * @packageDocumentation
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FlagsClient } from '../client/client.js';
import type { VariationResult } from '../client/evaluator.js';

interface FlagsContextValue {
  client: FlagsClient;
  visitorCode: string;
  /** Bumped on every configuration load or update so hooks re-evaluate. */
  version: number;
  reportError(error: unknown): void;
}

const FlagsContext = createContext<FlagsContextValue | null>(null);

/** Props of {@link FlagsProvider}. */
export interface FlagsProviderProps {
  client: FlagsClient;
  visitorCode: string;
  /** Receives evaluation and initialisation errors; flags then count as off. */
  onError?(error: unknown): void;
  children?: ReactNode;
}

/** Makes a client and visitor available to the hooks; initialises the client if needed. */
export function FlagsProvider({ client, visitorCode, onError, children }: FlagsProviderProps) {
  const [version, setVersion] = useState(client.ready ? 1 : 0);
  useEffect(() => {
    const unsubscribe = client.onConfigurationUpdate(() => setVersion((v) => v + 1));
    if (!client.ready) client.initialize().catch((error: unknown) => onError?.(error));
    return unsubscribe;
  }, [client, onError]);
  const value = useMemo(
    () => ({ client, visitorCode, version, reportError: (error: unknown) => onError?.(error) }),
    [client, visitorCode, version, onError],
  );
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}

function useFlags(): FlagsContextValue {
  const context = useContext(FlagsContext);
  if (context === null) throw new Error('useFeatureFlag and useVariation need a <FlagsProvider>');
  return context;
}

/** Options of the hooks. */
export interface FlagQueryOptions {
  /** Evaluate only when true (or when the function returns true); default true. */
  enabled?: boolean | (() => boolean);
}

function isEnabled(options: FlagQueryOptions): boolean {
  const { enabled = true } = options;
  const value = typeof enabled === 'function' ? enabled() : enabled;
  if (typeof value !== 'boolean') {
    throw new TypeError("Query option 'enabled' must be a boolean or a function returning one");
  }
  return value;
}

/** The visitor's variation of a flag, or `null` while loading, disabled or on error (reported). */
export function useVariation(
  featureKey: string,
  options: FlagQueryOptions = {},
): VariationResult | null {
  const { client, visitorCode, version, reportError } = useFlags();
  const enabled = isEnabled(options);
  return useMemo(() => {
    if (!enabled || version === 0 || !client.ready) return null;
    try {
      return client.getVariation({ visitorCode, featureKey });
    } catch (error) {
      reportError(error);
      return null;
    }
  }, [client, visitorCode, featureKey, version, reportError, enabled]);
}

/** True when the flag is on for the visitor; false while loading, disabled or on error. */
export function useFeatureFlag(featureKey: string, options: FlagQueryOptions = {}): boolean {
  const variation = useVariation(featureKey, options);
  return variation !== null && variation.key !== 'off';
}
