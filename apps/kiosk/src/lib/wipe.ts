/**
 * Makes sure nothing of one customer is left for the next: the query cache, web storage, Cache
 * Storage, IndexedDB, service workers, non-httpOnly cookies, and finally the whole page (a reload to
 * the attract screen drops every bit of React state, the game iframes and the history entries). The
 * session cookie itself is httpOnly and is removed by the gateway at logout.
 */
import type { QueryClient } from '@tanstack/react-query';

export async function wipeCustomerTraces(queryClient?: QueryClient) {
  queryClient?.cancelQueries().catch(() => undefined);
  queryClient?.clear();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  const jobs: Promise<unknown>[] = [];
  if ('caches' in window)
    jobs.push(caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))));
  if ('indexedDB' in window && 'databases' in indexedDB)
    jobs.push(
      indexedDB.databases().then((dbs) => dbs.forEach((db) => db.name && indexedDB.deleteDatabase(db.name))),
    );
  if ('serviceWorker' in navigator)
    jobs.push(
      navigator.serviceWorker.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister()))),
    );
  await Promise.race([Promise.allSettled(jobs), new Promise((r) => setTimeout(r, 1_500))]);
}

/**
 * Back to a fresh attract screen: a new document with an empty history. `staff`: staff reloaded the
 * terminal, so a visit the new document finds open is closed with the staff's reason.
 */
export function restartToAttract(opts: { staff?: boolean } = {}) {
  const by = opts.staff ? '&by=staff' : '';
  window.location.replace(`${import.meta.env.BASE_URL}?t=${Date.now().toString(36)}${by}`);
}

/** Whether this document is the one a staff reload started. */
export function startedByStaff(): boolean {
  return new URLSearchParams(window.location.search).get('by') === 'staff';
}
