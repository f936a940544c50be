import { I18nProvider } from '@beauty/i18n/react';
import { lightTheme } from '@beauty/ui';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  retainSearchParams,
  Scripts,
  useRouteContext,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BOOT_ELEMENT_ID, serializeBoot } from '../boot';
import { runRouteMiddleware } from '../navigation/routeMiddleware';
import type { RouterContext } from '../router';
import { siteHead, siteLocale } from '../shell/head';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RouteError } from '../shell/RouteError';
import { ShellServices } from '../shell/ShellServices';
import { DefaultFrame } from '../shell/DefaultFrame';
// The self-hosted web fonts, on every layout.
import '../styles/fonts.css';

/** The language parameters every page may carry (the path is never prefixed by language). */
export interface LanguageSearch {
  language?: string;
  language_code?: string;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): LanguageSearch => ({
    ...(typeof search.language === 'string' && { language: search.language }),
    ...(typeof search.language_code === 'string' && { language_code: search.language_code }),
  }),
  // A page's own search changes (filters, sort) keep the visit's language parameter.
  search: { middlewares: [retainSearchParams(['language', 'language_code'])] },
  beforeLoad: ({ location, matches }) => runRouteMiddleware(location, matches),
  head: ({ match, matches }) => {
    const { boot } = match.context;
    const leaf = matches.at(-1);
    const href = leaf ? `${leaf.pathname}${searchOf(leaf.search)}` : '/';
    return siteHead(boot.site, boot.origin, href);
  },
  shellComponent: RootDocument,
  component: Outlet,
  // Pages no route matches, and pages route middleware refused, still get the shop's frame.
  notFoundComponent: (props) => (
    <DefaultFrame>
      <NotFoundPage {...props} />
    </DefaultFrame>
  ),
  errorComponent: (props) => (
    <DefaultFrame>
      <RouteError {...props} />
    </DefaultFrame>
  ),
});

function searchOf(search: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((search ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function RootDocument({ children }: { children: ReactNode }) {
  const { boot, catalogue } = useRouteContext({ from: '__root__' });
  return (
    <html lang={siteLocale(boot.site)}>
      <head>
        <HeadContent />
      </head>
      {/* Dialogs, sheets and notifications render in portals under <body>: the theme sits there. */}
      <body className={lightTheme}>
        <I18nProvider
          country={boot.site.country}
          language={boot.site.language}
          catalogue={catalogue}
        >
          <ShellServices>{children}</ShellServices>
        </I18nProvider>
        <script
          id={BOOT_ELEMENT_ID}
          type="application/json"
          // Serialised by us, with `<` escaped: it cannot close the element.
          dangerouslySetInnerHTML={{ __html: serializeBoot(boot) }}
        />
        <Scripts />
      </body>
    </html>
  );
}
