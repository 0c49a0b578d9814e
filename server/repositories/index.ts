/**
 * The one repository registry: every repository over one Kysely instance, as the app
 * decorates them (`app.repos`). A transaction gets the same registry bound to it through
 * `repos.transaction`, so code reaches a table the same way in and out of one.
 */
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/database';
import { addAnotherRepository } from './add-another';
import { answersRepository } from './answers';
import { applicationPdfsRepository } from './application-pdfs';
import { applicationsRepository } from './applications';
import { confirmationCodesRepository } from './confirmation-codes';
import { documentsRepository } from './documents';
import { jobsRepository } from './jobs';
import { loginsRepository } from './logins';
import { lookupRepository } from './lookup';
import { passwordResetsRepository } from './password-resets';
import { profileRepository } from './profile';
import { rateEventsRepository } from './rate-events';
import { serviceTokensRepository } from './service-tokens';
import { sessionsRepository } from './sessions';
import { staffKeysRepository } from './staff-keys';
import { tabsRepository } from './tabs';
import { tmpAnswersRepository } from './tmp-answers';
import { usersRepository } from './users';
import { validationFailuresRepository } from './validation-failures';
import { webStatusRepository } from './web-status';

function repositoryMap(db: Kysely<Database>, dialect: Dialect) {
  return {
    users: usersRepository(db),
    confirmationCodes: confirmationCodesRepository(db),
    passwordResets: passwordResetsRepository(db),
    sessions: sessionsRepository(db),
    logins: loginsRepository(db),
    answers: answersRepository(db),
    webStatus: webStatusRepository(db),
    rateEvents: rateEventsRepository(db),
    applications: applicationsRepository(db),
    addAnother: addAnotherRepository(db),
    tabs: tabsRepository(db),
    validationFailures: validationFailuresRepository(db),
    profile: profileRepository(db),
    documents: documentsRepository(db),
    applicationPdfs: applicationPdfsRepository(db),
    // Claims lock rows differently on each database (SKIP LOCKED on PostgreSQL).
    jobs: jobsRepository(db, dialect),
    lookup: lookupRepository(db),
    serviceTokens: serviceTokensRepository(db),
    staffKeys: staffKeysRepository(db),
    tmpAnswers: tmpAnswersRepository(db),
  };
}

/** Every repository, and the way to run several of them in one transaction. */
export interface Repositories extends ReturnType<typeof repositoryMap> {
  /**
   * Runs `work` in one transaction, with every repository bound to it. Called on a
   * registry that is already bound to a transaction, it joins that transaction.
   */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

/** Builds the registry over the database (or over a transaction). */
export function createRepositories(db: Kysely<Database>, dialect: Dialect): Repositories {
  const repos: Repositories = {
    ...repositoryMap(db, dialect),
    transaction(work) {
      if (db.isTransaction) return work(repos);
      return db.transaction().execute((trx) => work(createRepositories(trx, dialect)));
    },
  };
  return repos;
}
