/** Every repository over one Kysely instance, as the app decorates them. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { addAnotherRepository } from './add-another';
import { answersRepository } from './answers';
import { applicationsRepository } from './applications';
import { confirmationCodesRepository } from './confirmation-codes';
import { loginsRepository } from './logins';
import { passwordResetsRepository } from './password-resets';
import { rateEventsRepository } from './rate-events';
import { sessionsRepository } from './sessions';
import { tabsRepository } from './tabs';
import { usersRepository } from './users';
import { validationFailuresRepository } from './validation-failures';
import { webStatusRepository } from './web-status';

/** Builds every repository over the database. */
export function createRepositories(db: Kysely<Database>) {
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
  };
}

/** The repositories the app is decorated with (`app.repos`). */
export type Repositories = ReturnType<typeof createRepositories>;
