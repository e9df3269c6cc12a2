/**
 * Puts the focus on the element with this id once React has put the page back (a dialog closed,
 * a notice gone): the control the user came from, or the heading of what took its place.
 */
export function focusAfterRender(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
