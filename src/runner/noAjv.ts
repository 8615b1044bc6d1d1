// @rjsf/core's test helper (getTestRegistry) imports @rjsf/validator-ajv8, which the app never uses:
// forms validate with Zod (zodValidator.ts) because Ajv compiles with `new Function`, which our CSP
// forbids. vite.config.ts points that import here so no Ajv code reaches the bundle.
const noAjv = {};
export default noAjv;
export function customizeValidator(): never {
  throw new Error('Ajv is not bundled: LocalKit validates forms with Zod');
}
