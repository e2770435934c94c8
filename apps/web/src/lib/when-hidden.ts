/**
 * Runs `fn` whenever the page is hidden (another tab, the app switcher, a closed tab) or left: work
 * that only a later visit needs, kept out of the tasks of a loading page. Returns the cancel.
 */
export function whenHidden(fn: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') fn();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', fn);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', fn);
  };
}
