/**
 * Scroll restoration for declarative mode (the data router's <ScrollRestoration> needs the data
 * router): a new page starts at the top (or at its #hash), Back and Forward return to where the player
 * was on that entry. Positions are kept per history entry (location.key) in sessionStorage. A link that
 * only changes the query or the language prefix (tabs, the language switch: `preventScrollReset` in data
 * router terms) keeps the scroll position.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../lib/router';

const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | null = null;

function load(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(load()));
  } catch {
    // storage full or refused: positions live in memory only
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const page = location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '');
  const lastPage = useRef(page);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        load()[key] = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = load()[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    const samePage = lastPage.current === page;
    lastPage.current = page;
    if (navigationType !== 'POP' && !samePage) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, page]);

  return null;
}
