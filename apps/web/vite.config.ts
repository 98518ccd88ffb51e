import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo, newBuildId, precompress } from './build-plugins.ts';

const buildId = process.env.CAMPUSFLOW_BUILD_ID ?? newBuildId();
const apiPort = process.env.PORT ?? '3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), buildInfo(buildId), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev'),
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/dev': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
}));
