/**
 * Whether the page's live channel is live (its stream open and its figures current), for the queries
 * whose figures it pushes: they stop polling while it is, and poll again while it is down or for a
 * visitor (who has no stream). Set by the live channel (live-channel.tsx); tiny and zod-free, so the
 * first page can read it without loading the channel.
 */
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const l of listeners) l();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

const get = () => connected;

export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, get, () => false);
}
