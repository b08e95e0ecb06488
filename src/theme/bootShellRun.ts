// Inlined right after the painted shell by vite/bootShell.ts; see boot.ts.
import { adoptBootTheme, selectShellTab } from './boot.ts';

try {
  adoptBootTheme(document);
  selectShellTab({ document, location });
} catch {
  // Start-up applies the theme again; the shell only stands in for the app until it paints.
}
