/**
 * Where this build's pages live, the router's base: '' for English, '/de' for German. vite.config.ts gives each
 * language's build its folder ('/de/') as its base, a constant in the built code. Nothing is imported here: what the
 * entry imports, every page downloads first.
 */
export const LANGUAGE_BASE = import.meta.env.BASE_URL.slice(0, -1);
