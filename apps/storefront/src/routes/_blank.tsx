import { createFileRoute, Outlet } from '@tanstack/react-router';
import * as styles from '../styles/shell.css';

/** The blank layout: the page alone, without header or footer. */
export const Route = createFileRoute('/_blank')({
  component: () => (
    <main id="main" className={styles.blank}>
      <Outlet />
    </main>
  ),
});
