import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** Writes .gz and .br beside each text asset so the server can send them precompressed. */
function precompress(): Plugin {
  return {
    name: 'admit-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk('dist')) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      // Object form keeps the Origin header as the browser sent it (the string form sets
      // changeOrigin, and the server's cross-site check then refuses every write).
      '/api': { target: apiTarget },
      '/public': { target: apiTarget },
      '/service': { target: apiTarget },
      '/lookup': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
});
