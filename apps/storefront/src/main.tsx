import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lightTheme } from '@beauty/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createShopClient } from './commerce';
import { createShopRouter } from './router';

// Dialogs, sheets and notifications render in portals under <body>: the theme goes there too.
document.body.classList.add(lightTheme);

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5 * 60_000, gcTime: 5 * 60_000 } },
});
const router = createShopRouter({
  queryClient,
  commerce: createShopClient(window.location.origin),
});

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
