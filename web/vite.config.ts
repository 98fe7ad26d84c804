import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built bundle from web/dist (same origin, so the session cookie and
// socket.io need no CORS). `npm run dev -w web` proxies the API of a running `npm start`
// (API_URL names another one, e.g. a demo started on another port).
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  base: '/',
  // exceljs (about 930 kB, 256 kB gzipped) is the one chunk above 600 kB; it loads only when
  // somebody downloads a report's workbook, so the warning limit stands just above it.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
