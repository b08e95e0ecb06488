import type { CapacitorConfig } from '@capacitor/cli';

// S11: the app hides the splash screen itself, once the seed's start-up sequence has run (S8).
const config: CapacitorConfig = {
  appId: 'dev.tabshell.app',
  appName: 'Tabshell',
  webDir: 'dist',
  plugins: {
    SplashScreen: {
      launchAutoHide: false,
    },
  },
};

export default config;
