/** The partner's settings (`app.partner`), read once at start. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { loadPartner, type PartnerSettings } from '../partner';

declare module 'fastify' {
  interface FastifyInstance {
    partner: PartnerSettings;
  }
}

/** Decorates `app.partner` with partners/<PARTNER>/partner.json. */
export async function partnerPlugin(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('partner', loadPartner(config.partner, config.partnersDir));
}
