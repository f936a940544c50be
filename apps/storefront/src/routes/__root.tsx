import { lightTheme, Text } from '@beauty/ui';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import * as styles from '../styles/shell.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <div className={`${lightTheme} ${styles.shell}`}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          Beauty
        </Link>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <Text size="sm" tone="muted">
          Makeup, skincare, fragrance and hair, delivered across Asia-Pacific.
        </Text>
      </footer>
    </div>
  );
}
