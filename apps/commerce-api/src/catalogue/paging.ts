import { ApiError } from '../http/errors.js';

export const DEFAULT_PER_PAGE = 24;

/** Show-more paging: a page number, or the opaque cursor the previous page handed out. */
export function pageWindow(query: { page?: number; perPage?: number; cursor?: string }) {
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  let page = query.page ?? 1;
  if (query.cursor) {
    const decoded = Number(
      Buffer.from(query.cursor, 'base64url')
        .toString('utf8')
        .replace(/^page:/, ''),
    );
    if (!Number.isInteger(decoded) || decoded < 1 || decoded > 10_000) {
      throw new ApiError(400, 'Invalid cursor');
    }
    page = decoded;
  }
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The `meta` of a page: totals and the cursor of the next page (`null` on the last). */
export function pageMeta(total: number, window: { page: number; perPage: number; offset: number }) {
  const hasMore = window.offset + window.perPage < total;
  return {
    total,
    page: window.page,
    perPage: window.perPage,
    nextCursor: hasMore ? Buffer.from(`page:${window.page + 1}`).toString('base64url') : null,
  };
}
