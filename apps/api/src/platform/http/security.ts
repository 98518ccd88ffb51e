import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';

/** Security headers for the API and the web app it serves. */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Paystack's inline checkout is a script and an iframe from its own hosts.
        scriptSrc: ["'self'", 'https://js.paystack.co'],
        frameSrc: ["'self'", 'https://checkout.paystack.com'],
        connectSrc: ["'self'", 'https://api.paystack.co'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Over plain http (a school's LAN address) upgrading would break every asset.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
