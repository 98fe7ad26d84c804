import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built bundle from web/dist (same origin, so the session cookie and
// socket.io need no CORS). `npm run dev -w web` proxies the API of a running `npm start`.
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
