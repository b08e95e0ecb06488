import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The stock starter's build: React, and nothing of Tabshell's (no tree-shaking hints, no PWA). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
});
