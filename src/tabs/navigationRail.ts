/**
 * P12: the window width, in CSS px, from which the tabs are a navigation rail on the start edge
 * instead of a bottom bar: Material 3's medium window size class (600–839 px), for which it
 * recommends the rail. A phone turned sideways (a medium width, a compact height) gains the
 * height the bar took; a tablet held upright gets the rail too.
 *
 * The switch is CSS alone (navigationRail.css, and the painted shell's shell.css), so that the
 * first frame is right at any width and a resize moves the bar without remounting a page. CSS
 * cannot import this: navigationRail.test.ts checks every media query in src/ against it.
 */
export const RAIL_MIN_WIDTH = 600;
