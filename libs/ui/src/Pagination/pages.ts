/** The page numbers to show, with `gap` where a run is skipped: 1 … 4 5 6 … 20. */
export function paginationRange(
  page: number,
  pageCount: number,
  siblings = 1,
): Array<number | 'gap'> {
  if (pageCount <= 0) return [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  const range: Array<number | 'gap'> = [1];
  if (start > 2) range.push(start === 3 ? 2 : 'gap');
  for (let current = start; current <= end; current += 1) range.push(current);
  if (end < pageCount - 1) range.push(end === pageCount - 2 ? pageCount - 1 : 'gap');
  if (pageCount > 1) range.push(pageCount);
  return range;
}
