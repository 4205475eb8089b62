/** Reloads the whole page, so the shell re-reads the league and unlocks the active-league menus. */
export function reloadPage(): void {
  window.location.reload();
}
