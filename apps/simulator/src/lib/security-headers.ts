import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The headers every answer carries, the web app's and the API's. The policy allows what the built app uses and no
 * more: its own scripts, inline styles (antd writes its CSS at run time, and index.html has one style block),
 * images from itself and data:/blob: URLs (the captcha, previews of uploads), its own API and live socket.
 */
export const securityHeaders: MiddlewareHandler = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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
  // Served over plain HTTP on a developer's machine too: HSTS belongs to the TLS proxy in front.
  strictTransportSecurity: false,
});
