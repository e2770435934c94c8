/**
 * Navigation for code outside React components (the central error handler). The router registers
 * itself here once at start-up.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigate(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  navigateImpl(to, opts);
}
