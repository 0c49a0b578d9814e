/** The mailer (`app.mailer`): the outbox folder by default, SMTP when MAIL_URL is set. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer` and closes its transport with the app. */
export async function mailPlugin(app: FastifyInstance, config: Config): Promise<void> {
  const mailer = config.mailUrl
    ? createSmtpMailer(config.mailUrl, config.mailFrom, config.mailCa)
    : createOutboxMailer(config.dataDir, config.mailFrom);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}
