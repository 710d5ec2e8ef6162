/**
 * The pages' prerender from the source, for API tests of the HTML the server sends: the same function the build
 * compiles to dist/render/ (src/client/render-page.tsx), so the tests need no build.
 */
export { renderPage as sourceRenderer } from '../../src/client/render-page.tsx';
