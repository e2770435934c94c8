import { useState } from 'react';

/**
 * A paged list's page number, back to the first page whenever one of its filters changes:
 * `refilter(() => setCurrency(v))` applies the filter and starts the list over.
 */
export function useFilteredPage() {
  const [page, setPage] = useState(1);
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return { page, setPage, refilter };
}
