import { useI18n } from '@beauty/i18n/react';
import { Button } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useInBrowser } from './useInBrowser';

const WelcomeOverlay = lazy(() => import('./WelcomeOverlay'));

/**
 * The country welcome overlay: offered on a first visit (no country chosen yet) and from the
 * footer. It says when this site does not ship to the visitor's country.
 */
export function CountryChooser() {
  const i18n = useI18n();
  const { boot } = useRouteContext({ from: '__root__' });
  const [chosen, setOpen] = useState<boolean>();
  // A first visit opens it once hydrated, so the server's HTML and the first client render agree.
  const inBrowser = useInBrowser();
  const open = chosen ?? (inBrowser && boot.firstVisit);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {i18n.text('shell.change_country')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WelcomeOverlay open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
