import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server the dev server forwards to (npm run dev in apps/server listens on 3000).
const apiTarget = 'http://localhost:3000';

/** The comment editor (TipTap, ProseMirror) loads lazily: it stays out of the first JS of every page. */
const EDITOR_MODULES =
  /\/node_modules\/(@tiptap|prosemirror-|@floating-ui|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals)/;

/** Libraries change less often than the app: separate files stay cached across deploys. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (EDITOR_MODULES.test(id)) return 'editor';
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (id.includes('/node_modules/zod/')) return 'zod';
  return 'vendor';
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    // The server serves dist/client as static files and renders pages through dist/server.
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: vendorChunk } },
  },
  ssr: {
    // The contracts package ships TypeScript sources, so it is bundled into the server entry.
    noExternal: ['@miao/contracts'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth/refresh': apiTarget,
      '/uploads': apiTarget,
      '/dev': apiTarget,
    },
  },
}));
