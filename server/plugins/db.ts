/** The database: opened and migrated at start, closed with the app, with its repositories. */
import type { FastifyInstance } from 'fastify';
import { createLimiter, type Limiter } from '../auth/limits';
import type { Config } from '../config';
import { type Db, migrateToLatest, openDatabase } from '../db/connect';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
    limiter: Limiter;
  }
}

/** Opens and migrates the database and decorates `app.db`, `app.repos` and `app.limiter`. */
export async function dbPlugin(app: FastifyInstance, config: Config): Promise<void> {
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
  } catch (error) {
    await db.kysely.destroy();
    throw error;
  }
  const repos = createRepositories(db.kysely, db.dialect);
  app.decorate('db', db);
  app.decorate('repos', repos);
  app.decorate('limiter', createLimiter(repos.rateEvents, app.now));
  // Runs after in-flight requests have finished (app.close drains them first).
  app.addHook('onClose', async () => {
    await db.kysely.destroy();
  });
}
