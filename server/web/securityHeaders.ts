import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { LOGOUT_SCRIPT_HASH } from '../identity/pages/providerPages';

/** Browser features the console never uses, refused to any page and frame. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/**
 * Security headers on every answer of the platform — console, identity pages, services — as
 * Keycloak's "security defenses" and helmet's defaults: a Content-Security-Policy whose scripts
 * come only from the platform (no inline script but the logout page's, by hash; no eval), no
 * framing, nosniff, no referrer, a Permissions-Policy, and HSTS when served over https. Styles may
 * be inline: MUI (emotion) writes its styles at run time. helmet's middleware is built once and
 * applied by one hook (its Fastify plugin built it again for every request: ~2 % of the platform's
 * CPU under the fuzz tests).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, dev }: { publicUrl: string; dev: boolean },
) {
  // Vite's dev server (`npm run dev`) injects its hot-reload preamble inline. A hash in the list
  // would make browsers ignore 'unsafe-inline', so in dev the logout page's hash is left out.
  const scripts = dev ? ["'self'", "'unsafe-inline'"] : ["'self'", LOGOUT_SCRIPT_HASH];
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scripts,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    // No Cross-Origin-Opener-Policy (Keycloak sends none either): any value but the default
    // makes Chromium put the page in a new browsing context group, so a console opened in a new
    // tab waited for a renderer process of its own before asking for its first script (~60–100 ms
    // on the 2-core machine, issue 16: measured with a bare app given the header). The console
    // opens no popup and is opened by none; the sign-in is a same-window redirect.
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applyHelmet(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
