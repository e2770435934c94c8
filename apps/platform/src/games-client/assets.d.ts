/** The bundler (esbuild, scripts/build-assets.mjs) takes the games' stylesheet from a side-effect import. */
declare module '*.css';
