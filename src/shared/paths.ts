/** Where the tabs module is mounted: every tab lives at `/tabs/<id>` (P1). */
export const TABS_ROOT = '/tabs';

export function tabPath(id: string): string {
  return `${TABS_ROOT}/${id}`;
}
