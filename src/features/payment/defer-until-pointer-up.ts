/**
 * Runs `apply` now, or, while a mouse button or finger is down, once it is released and its
 * click has been handled. Showing a field's message when the field loses focus moves what is
 * below it; if the focus left because the user is pressing Next (or Back), that shift would
 * slide the button away between press and release and swallow the click.
 */
let pointerDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', () => (pointerDown = false), true);
  document.addEventListener('pointercancel', () => (pointerDown = false), true);
}

export function afterPointer(apply: () => void): void {
  if (!pointerDown) {
    apply();
    return;
  }
  // the click follows pointerup in the same task; a timeout runs after it
  document.addEventListener('pointerup', () => setTimeout(apply, 0), { once: true, capture: true });
}
