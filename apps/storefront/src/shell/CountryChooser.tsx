import { useI18n } from '@beauty/i18n/react';
import { Button } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSettled } from './settled';

const WelcomeOverlay = lazy(() => import('./WelcomeOverlay'));

/**
 * The country welcome overlay: offered on a first visit (no country chosen yet) and from the
 * footer. It says when this site does not ship to the visitor's country.
 */
export function CountryChooser() {
  const i18n = useI18n();
  const { boot } = useRouteContext({ from: '__root__' });
  const [chosen, setOpen] = useState<boolean>();
  // A first visit opens it once the page has settled: the server's HTML and the first client
  // render agree, and the page shows before the overlay's code loads.
  const settled = useSettled();
  const open = chosen ?? (settled && boot.firstVisit);
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
