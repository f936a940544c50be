import { Heading } from '../Heading/index.js';
import { cx } from '../internal/cx.js';
import { Link } from '../Link/index.js';
import { homeLink, message as messageClass, root, status } from './ErrorPage.css.js';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** HTTP-like status; 404 by default. */
  statusCode?: number;
  /** The heading; 'Page not found' for a 404, 'Something went wrong' otherwise, by default. */
  title?: string;
  /** The detail, e.g. 'Page not found: /brands/unknown'. */
  message?: string;
  /** Where the back-to-home action goes; `/` by default (keep the country and language query). */
  homeHref?: string;
  homeLabel?: string;
  /** `main` by default; `section` where the page already has its main landmark (inside a layout). */
  as?: 'main' | 'section' | 'div';
  className?: string;
}

/** The error page: 404 (unknown route) or another failure, with a way back to the home page. */
export function ErrorPage({
  statusCode = 404,
  title,
  message,
  homeHref = '/',
  homeLabel = 'Back to home',
  as: Element = 'main',
  className,
}: ErrorPageProps) {
  return (
    <Element className={cx(root, className)}>
      <p className={status} aria-hidden="true">
        {statusCode}
      </p>
      <Heading level={1}>
        {title ?? (statusCode === 404 ? 'Page not found' : 'Something went wrong')}
      </Heading>
      {message ? <p className={messageClass}>{message}</p> : null}
      <Link href={homeHref} className={homeLink}>
        {homeLabel}
      </Link>
    </Element>
  );
}
