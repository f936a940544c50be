import { Text } from '@beauty/ui';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import * as styles from '../styles/shell.css';

/** The default layout: header, main content, footer. Routes use it unless they name another. */
export const Route = createFileRoute('/_default')({ component: DefaultLayout });

function DefaultLayout() {
  return (
    <div className={styles.shell}>
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
