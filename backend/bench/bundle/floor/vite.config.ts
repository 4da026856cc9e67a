import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Built exactly like the site (same React plugin, production mode), so the difference is our code. */
export default defineConfig({ plugins: [react()] });
