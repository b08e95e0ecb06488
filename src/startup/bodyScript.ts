// Inlined right after the painted shell by vite/bootScripts.ts; see theme.ts and shell.ts.
import { labelShell, selectShellTab } from './shell.ts';
import { adoptBootTheme } from './theme.ts';

try {
  adoptBootTheme(document);
  labelShell(document, __SHELL_LABELS__);
  selectShellTab({ document, location });
} catch {
  // Start-up applies the theme again; the shell only stands in for the app until it paints.
}
