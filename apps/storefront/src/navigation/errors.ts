import { notFound } from '@tanstack/react-router';

/** A page route middleware refused: it shows 'Page Not Found: {path}' and answers `status`. */
export interface PageRejection {
  rejected: true;
  path: string;
  status: number;
}

/**
 * Refuses a page (bad parameters, a view that does not exist). Thrown as the router's not-found
 * so its data survives the trip from server to browser.
 */
export function rejectPage(path: string, status = 404) {
  const data: PageRejection = { rejected: true, path, status };
  return notFound({ data });
}

/** The rejection a not-found carries, if route middleware raised it. */
export function pageRejection(data: unknown): PageRejection | undefined {
  const candidate = data as Partial<PageRejection> | undefined;
  return candidate?.rejected === true && typeof candidate.path === 'string'
    ? (candidate as PageRejection)
    : undefined;
}

/** Why the navigation guard refused a navigation. */
export type NavigationErrorCode = 'unknown_middleware' | 'external_url' | 'dangerous_url';

export class NavigationError extends Error {
  override readonly name = 'NavigationError';
  constructor(
    readonly code: NavigationErrorCode,
    message: string,
  ) {
    super(message);
  }
}
