import { createBrowserCookieStore } from '@beauty/commerce-sdk';
import { importCoreMessages } from '@beauty/i18n';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readBoot } from './boot';
import { holdEarlyErrors } from './shell/errorReports';
import { createShop } from './shop';

// Errors of the first moments wait for the reporter, which loads after hydration.
holdEarlyErrors(window);

const boot = readBoot(document);
const { language } = boot.site;

// Radix dialogs lock scrolling with a <style> element of their own (react-remove-scroll), which
// takes its nonce from this global (get-nonce's fallback): without it the page's Content-Security-
// Policy refuses the element. The router writes the response's nonce into this meta element.
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;

// The server rendered in the visit's language: its messages must be here before hydrating. The
// deferred sections (orders, booking, Beauty Pass...) are not: no page of the shop renders them yet.
void importCoreMessages(language).then((catalogue) => {
  const router = createShop({
    boot,
    catalogue,
    client: { baseUrl: window.location.origin, cookies: createBrowserCookieStore() },
    createClient: async (options) =>
      (await import('./commerceClient')).createCommerceClient(options),
  });
  // As a transition, hydrating yields to the browser between pieces of work: no long task
  // holds a tap or a scroll while the page becomes interactive.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
});
