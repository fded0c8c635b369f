// Paths the platform itself answers; the console's SPA fallback (and Vite in dev) never takes them.
const PLATFORM_PREFIXES = ['/services', '/realms', '/portal', '/locales'];
const PLATFORM_ROUTES = ['/version', '/config.json'];

export function isPlatformPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return (
    PLATFORM_ROUTES.includes(path) ||
    PLATFORM_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
