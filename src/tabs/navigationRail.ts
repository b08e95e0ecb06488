/**
 * P12: the width (CSS px) from which the tabs are a rail, not a bottom bar: Material 3's medium
 * window. CSS repeats it; navigationRail.test.ts checks every media query against it.
 */
export const RAIL_MIN_WIDTH = 600;
