// The app's `zod`: vite.config.ts points the bare `zod` import here, so this runs before any schema
// is created. Zod probes `new Function` for a faster object parser when a schema is made; our CSP
// forbids eval, and even the caught probe files a CSP violation report. Jitless parsing is plenty
// fast for option objects and manifests. (Unit tests run in Node without a CSP and use zod as is.)
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
