import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Where the built web app's hashed scripts and styles are served (see static-web.ts). */
export const HASHED_ASSETS_PREFIX = '/assets/';

// Headers only old browsers read (IE's download prompt, Flash's cross-domain files, the removed XSS auditor) or
// that have nothing to act on here are left out: every byte is repeated on each of the login page's ~50 responses.
const notSent = {
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // Served over plain HTTP on a developer's machine too: HSTS belongs to the TLS proxy in front.
  strictTransportSecurity: false,
} as const;

let inlineScriptSources: () => readonly string[] = () => [];

/**
 * Lets the documents' policy run the inline scripts whose hashes (`'sha256-…'` sources) `sources` gives: those of
 * the web app's index.html, read from the file served (static-web.ts). Any other inline script stays refused.
 */
export function allowInlineScripts(sources: () => readonly string[]): void {
  inlineScriptSources = sources;
}

/**
 * The headers of documents and API answers. The policy allows what the built app uses and no more: its own scripts
 * and index.html's inline one by its hash, inline styles (antd writes its CSS at run time, and index.html has one style block), images from itself and
 * data:/blob: URLs (the captcha, previews of uploads), its own API and live socket.
 */
const documentHeaders = secureHeaders({
  ...notSent,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", () => inlineScriptSources().join(' ')],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'same-origin',
});

/**
 * A hashed script or style is never a document: a policy, framing rule or opener policy on it has nothing to govern
 * (the app starts no workers from files). What protects it as a subresource stays: no type sniffing, and no use by
 * other sites' pages.
 */
const assetHeaders = secureHeaders({
  ...notSent,
  contentSecurityPolicy: undefined,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xFrameOptions: false,
  referrerPolicy: false,
  xContentTypeOptions: 'nosniff',
  crossOriginResourcePolicy: 'same-origin',
});

export const securityHeaders: MiddlewareHandler = (c, next) =>
  c.req.path.startsWith(HASHED_ASSETS_PREFIX) ? assetHeaders(c, next) : documentHeaders(c, next);
