/** Where the tabs module is mounted; `/` lands on its first tab (P1). */
export const TABS_ROOT = '/tabs';
export const HOME_PATH = `${TABS_ROOT}/home`;

export function tabPath(id: string): string {
  return `${TABS_ROOT}/${id}`;
}
