/** One page of a list, as every paged call answers it (`{ list, total, pageNo, pageSize }`). */
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/**
 * The page `pageNo` (from 1) of `items`; `view`, when given, maps only the items on that page, so
 * building the views of a long list costs one page.
 */
export function paginate<T, V = T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
  view?: (item: T) => V,
): Page<V> {
  const slice = items.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    list: view ? slice.map(view) : (slice as unknown as V[]),
    total: items.length,
    pageNo,
    pageSize,
  };
}
