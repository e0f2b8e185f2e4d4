export interface RouteWeight {
  id: string;
  route: string;
  /** Gzipped bytes of the shell entry plus the screen and their static imports. */
  initial: number;
  /** What the screen adds to the shell. */
  screen: number;
  later: { label: string; bytes: number }[];
}
export const ROUTES: { id: string; route: string; screen: string; later: [string, string][] }[];
export function measure(dist: string): {
  shell: { bytes: number; chunks: { name: string; bytes: number }[] };
  routes: RouteWeight[];
};
export function kb(bytes: number): string;
