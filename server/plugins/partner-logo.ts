/** The partner's logo (`app.partnerLogo`, null without one), read and checked once at start. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { loadPartnerLogo, type PartnerLogo } from '../partner-logo';

declare module 'fastify' {
  interface FastifyInstance {
    partnerLogo: PartnerLogo | null;
  }
}

/** Decorates `app.partnerLogo`; a logo that cannot be used stops start-up with a message naming the file. */
export async function partnerLogoPlugin(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('partnerLogo', loadPartnerLogo(config.partner, app.partner, config.partnersDir));
}
