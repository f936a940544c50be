import { createBrowserCookieStore } from '@beauty/commerce-sdk';
import { importCatalogue } from '@beauty/i18n';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readBoot } from './boot';
import { createShop } from './shop';

const boot = readBoot(document);
const { language } = boot.site;

// The server rendered in the visit's language: its messages must be here before hydrating.
void (language === 'en' ? Promise.resolve(undefined) : importCatalogue(language)).then(
  (catalogue) => {
    const router = createShop({
      boot,
      catalogue,
      client: { baseUrl: window.location.origin, cookies: createBrowserCookieStore() },
    });
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  },
);
