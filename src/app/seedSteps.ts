import { hideSplash, setStatusBarDefault } from '../platform/native';
import { nativeStep } from '../platform/platformReady';
import type { StartupStep } from '../platform/startup';
import { loadDarkMode } from '../theme/themeStore';

/** S8: status bar to its default style, then dark mode, then the splash screen hidden. */
export function seedSteps(): StartupStep[] {
  return [
    nativeStep('statusBar', 'StatusBar', setStatusBarDefault),
    { id: 'darkMode', run: loadDarkMode },
    nativeStep('splash', 'SplashScreen', hideSplash),
  ];
}
