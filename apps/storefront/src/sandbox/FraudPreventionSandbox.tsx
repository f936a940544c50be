import {
  FRAUD_PREVENTION_ORIGIN,
  FRAUD_TOKEN_COOKIE,
  FRAUD_TOKEN_EVENT,
  readFraudToken,
} from '@beauty/analytics';
import { useI18n } from '@beauty/i18n/react';
import { Button, Heading, Stack, Text } from '@beauty/ui';
import { useCallback, useEffect, useState } from 'react';
import * as styles from './sandbox.css';

/** Where the provider's script stands on this page. */
type ScriptStatus = 'absent' | 'loading' | 'loaded' | 'failed';

/** The token cookie: its value, and its expiry in ms (`null`: ends with the session; `undefined`: unknown). */
interface TokenCookie {
  value: string | undefined;
  expires: number | null | undefined;
}

/** The Cookie Store API where the browser has it: the only script-side view of a cookie's expiry. */
interface CookieStoreLike {
  get(name: string): Promise<{ expires: number | null } | null>;
}

const isFraudScript = (target: EventTarget | null): target is HTMLScriptElement =>
  target instanceof HTMLScriptElement && target.src.startsWith(`${FRAUD_PREVENTION_ORIGIN}/`);

/**
 * The provider's script as this page sees it: absent until the shop's fraud prevention adds it
 * (after hydration), then loading, loaded or failed. Script load and error events do not bubble,
 * so they are caught on their way down to the script.
 */
function useFraudScriptStatus(): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('absent');
  useEffect(() => {
    const onEvent = (event: Event) => {
      if (isFraudScript(event.target)) setStatus(event.type === 'load' ? 'loaded' : 'failed');
    };
    const added = () => {
      const script = [...document.scripts].find(isFraudScript);
      // A script an earlier page loaded is not loaded again: its timing entry says it arrived.
      if (script) {
        setStatus((current) =>
          current !== 'absent'
            ? current
            : performance.getEntriesByName(script.src).length > 0
              ? 'loaded'
              : 'loading',
        );
      }
    };
    added();
    const observer = new MutationObserver(added);
    observer.observe(document.head, { childList: true });
    document.addEventListener('load', onEvent, true);
    document.addEventListener('error', onEvent, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('load', onEvent, true);
      document.removeEventListener('error', onEvent, true);
    };
  }, []);
  return status;
}

async function readTokenCookie(): Promise<TokenCookie> {
  const value = readFraudToken(document.cookie);
  const store = (window as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!value || !store) return { value, expires: undefined };
  return { value, expires: (await store.get(FRAUD_TOKEN_COOKIE))?.expires };
}

/** The fraud-prevention token kept in its cookie, re-read when the provider issues one. */
function useTokenCookie(): [TokenCookie, () => void] {
  const [token, setToken] = useState<TokenCookie>({ value: undefined, expires: undefined });
  const refresh = useCallback(() => {
    void readTokenCookie().then(setToken);
  }, []);
  useEffect(() => {
    refresh();
    // The shop's fraud prevention writes the cookie in its own listener of the same event: read
    // it once that has run.
    const onToken = () => setTimeout(refresh, 0);
    document.addEventListener(FRAUD_TOKEN_EVENT, onToken);
    return () => document.removeEventListener(FRAUD_TOKEN_EVENT, onToken);
  }, [refresh]);
  return [token, refresh];
}

/**
 * A page for trying fraud prevention before and outside checkout: it counts as a checkout page,
 * so the provider's script loads here; it shows whether the script loaded and the token the
 * provider issued (the `forterToken` cookie) with its expiry, and clears the token to start over.
 */
export function FraudPreventionSandbox() {
  const i18n = useI18n();
  const script = useFraudScriptStatus();
  const [token, refresh] = useTokenCookie();
  const clear = () => {
    document.cookie = `${FRAUD_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    refresh();
  };
  const scriptText = {
    absent: i18n.text('sandbox.fraud_script_absent'),
    loading: i18n.text('sandbox.fraud_script_loading'),
    loaded: i18n.text('sandbox.fraud_script_loaded'),
    failed: i18n.text('sandbox.fraud_script_failed'),
  }[script];
  return (
    <Stack space="lg">
      <Stack space="sm">
        <Heading level={1}>{i18n.text('sandbox.fraud_title')}</Heading>
        <Text tone="muted">{i18n.text('sandbox.fraud_checkout_note')}</Text>
      </Stack>
      <dl className={styles.facts} aria-live="polite">
        <dt className={styles.term}>{i18n.text('sandbox.fraud_script')}</dt>
        <dd className={styles.value}>{scriptText}</dd>
        <dt className={styles.term}>{i18n.text('sandbox.fraud_token')}</dt>
        <dd className={styles.value}>{token.value ?? i18n.text('sandbox.fraud_no_token')}</dd>
        {token.value ? (
          <>
            <dt className={styles.term}>{i18n.text('sandbox.fraud_token_expiry')}</dt>
            <dd className={styles.value}>
              {typeof token.expires === 'number'
                ? i18n.formatDate(token.expires, { dateStyle: 'long' })
                : i18n.text('sandbox.fraud_token_expiry_unknown')}
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <Button variant="secondary" disabled={!token.value} onClick={clear}>
          {i18n.text('sandbox.fraud_clear_token')}
        </Button>
      </div>
    </Stack>
  );
}
