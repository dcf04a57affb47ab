import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, createServer, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '5001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

const alias = {
  '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

/**
 * Writes the school code screen into the built index.html (src/web/app/first-screen-markup.tsx),
 * so that a phone's first visit paints it before the JavaScript has arrived.
 */
function prerenderFirstScreen(): Plugin {
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('./src/web', import.meta.url)),
        resolve: { alias },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const module = await server.ssrLoadModule('/app/first-screen-markup.tsx');
        const markup = (module.firstScreenMarkup as () => string)();
        return html.replace('<!--first-screen-->', markup);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    prerenderFirstScreen(),
    // The service worker (src/web/sw/sw.ts) with the list of built files to precache; the web app
    // registers it itself in production builds (src/web/lib/service-worker), and the manifest is
    // the school's, from the server (/api/schools/:code/manifest.webmanifest).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // index.html preloads no module: the first screen is painted from its HTML (prerendered), and
    // Lighthouse's simulated slow 4G counts every early script against its first paint. Lazy
    // routes still preload their chunks' dependencies.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? [] : dependencies,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/functions': apiTarget,
    },
  },
});
