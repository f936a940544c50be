import { countries } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Inline, Text } from '@beauty/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { MemberNav } from '../account/MemberNav';
import * as styles from '../styles/shell.css';
import { BagLink } from './BagLink';
import { HeaderCategoryDrawer, HeaderCategoryMenu } from './CategoryNavigation';
import { CountryChooser } from './CountryChooser';
import { whenSettled } from './settled';
import { ShopLink } from './ShopLink';

// The language menu's select is sizeable and only some countries have one: its own chunk, loaded
// once the page has settled (the server's markup shows until then).
const LanguageSwitcher = lazy(() => whenSettled().then(() => import('./LanguageSwitcher')));
// The search box's dropdown (recent, popular and suggested searches) is rendered on the server
// and hydrates when the page has settled, at once when the shopper touches or focuses anything:
// no page's first load waits for it.
const HeaderSearch = lazy(() =>
  whenSettled()
    .then(() => import('../search/HeaderSearch'))
    .then(({ HeaderSearch }) => ({ default: HeaderSearch })),
);

/** The default layout's frame: header (navigation, search, bag), the page, footer. */
export function DefaultFrame({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {i18n.text('shell.skip_to_content')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <HeaderCategoryDrawer />
          <ShopLink href="/" className={styles.logo} aria-label={i18n.text('shell.home')}>
            Beauty
          </ShopLink>
          <nav aria-label={i18n.text('shell.main_navigation')} className={styles.nav}>
            <ShopLink href="/brands">{i18n.text('shell.brands')}</ShopLink>
            <ShopLink href="/store-locations">{i18n.text('shell.stores')}</ShopLink>
            <ShopLink href="/happening/store-events">{i18n.text('shell.happening')}</ShopLink>
          </nav>
          <div className={styles.search}>
            <Suspense fallback={null}>
              <HeaderSearch />
            </Suspense>
          </div>
          <Inline space="sm" alignY="center" noWrap className={styles.headerActions}>
            {countries[i18n.country].languages.length > 1 ? (
              <Suspense fallback={null}>
                <LanguageSwitcher />
              </Suspense>
            ) : null}
            <MemberNav />
            <BagLink />
          </Inline>
        </div>
        <div className={styles.categoryRow}>
          <HeaderCategoryMenu />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={i18n.text('shell.footer_navigation')}>
          <Inline space="md">
            <ShopLink href="/about">{i18n.text('shell.about')}</ShopLink>
            <ShopLink href="/privacy">{i18n.text('shell.privacy')}</ShopLink>
            <ShopLink href="/terms">{i18n.text('shell.terms')}</ShopLink>
            <CountryChooser />
          </Inline>
        </nav>
        <Text size="sm" tone="muted">
          {i18n.text('shell.footer_tagline')}
        </Text>
      </footer>
    </div>
  );
}
