import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { FRAME_ICONS } from './src/app/frameIcons';
import { iconsPlugin } from './src/app/iconsPlugin';
import { exercises } from './src/catalog';

export default defineConfig({
  plugins: [react(), iconsPlugin([...FRAME_ICONS, ...exercises.map((e) => e.icon)])],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        // Bootstrap 5.3's SCSS still uses @import and global functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
