/** Every delete asks first through the browser's own dialog (SPEC 8). */
export function confirmDelete(message = "Sunteți sigur că doriți să ștergeți acest element?"): boolean {
  return window.confirm(message);
}
