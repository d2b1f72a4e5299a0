/** Popups never cover the supplier selector, the location chooser or a branch selector. */
export function popupsAllowedOn(routeName: string | undefined): boolean {
  if (routeName === undefined) return false;
  return routeName !== 'Main' && routeName !== 'Location' && !routeName.startsWith('Branch');
}
