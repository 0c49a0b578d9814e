/**
 * The application calls under /api (SPEC 7): answers, last page, web status,
 * validations, submit, add-another and tabs. Every one is behind the session check
 * of the session plugin and reads the partner's catalogue through the engine.
 */
import type { FastifyInstance } from 'fastify';
import { addAnotherRoutes } from './add-another';
import { answerRoutes } from './answer';
import { applicationCatalogue } from './catalogue';
import { lastPageRoutes } from './last-page';
import { submitRoutes } from './submit';
import { tabsRoutes } from './tabs';
import { validationsRoutes } from './validations';
import { webStatusRoutes } from './web-status';

/** Registers every application call; mount with prefix '/api'. */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = applicationCatalogue(app.engine);
  await app.register(answerRoutes, { catalogue });
  await app.register(lastPageRoutes, { catalogue });
  await app.register(webStatusRoutes);
  await app.register(validationsRoutes);
  await app.register(submitRoutes, { catalogue });
  await app.register(addAnotherRoutes, { catalogue });
  await app.register(tabsRoutes, { catalogue });
}
