import {
  createTranslator,
  DEFERRED_SECTIONS,
  importCatalogue,
  type Language,
  type Translator,
  type TranslatorCatalogue,
} from '@beauty/i18n';
import { I18nProvider, type RenderLink } from '@beauty/i18n/react';
import { useRouteContext } from '@tanstack/react-router';
import { createElement, Suspense, type ReactNode } from 'react';
import type { RouterContext } from '../router';
import { ShopLink } from './ShopLink';

// Message links go through the shop's links: the navigation guard, client-side navigation.
const renderLink: RenderLink = ({ href, children }) =>
  createElement(ShopLink, { href }, ...children);

const deferredPrefixes = DEFERRED_SECTIONS.map((section) => `${section}.`);
/** Whether a catalogue holds the deferred sections: the server's always does. */
const isWhole = (catalogue: TranslatorCatalogue) =>
  Object.keys(catalogue).some((key) => deferredPrefixes.some((prefix) => key.startsWith(prefix)));

/**
 * Gives its children the deferred message sections (booking, orders, Beauty Pass, account...).
 * The server's catalogue already holds them; a browser, which starts from the core messages, loads
 * its language's whole catalogue once, keeping the server's HTML on screen meanwhile (after
 * hydration, `fallback`).
 */
export function DeferredMessages({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { boot, catalogue } = useRouteContext({ from: '__root__' });
  const whole = isWhole(catalogue);
  return (
    <Suspense fallback={fallback}>
      <I18nProvider
        country={boot.site.country}
        language={boot.site.language}
        renderLink={renderLink}
        {...(whole ? { catalogue } : { load: importCatalogue })}
      >
        {children}
      </I18nProvider>
    </Suspense>
  );
}

/**
 * Starts loading a language's deferred messages before a page renders them (a route loader's
 * job in the browser), so a client-side navigation rarely waits for them.
 */
export function preloadDeferredMessages(language: Language): Promise<unknown> {
  return importCatalogue(language);
}

/**
 * A translator of the whole catalogue for a route's loader, whose page title is a deferred
 * message: the visit's own on the server, the browser's once its language's catalogue loaded.
 */
export async function deferredTranslator({
  boot,
  catalogue,
  messages,
}: Pick<RouterContext, 'boot' | 'catalogue' | 'messages'>): Promise<Translator> {
  if (isWhole(catalogue)) return messages;
  const { language, country } = boot.site;
  return createTranslator(language, await importCatalogue(language), { country });
}
