/** Accounts made straight through the API, for journeys that start past sign-up. */
import { waitForMail } from './outbox';

/** A password meeting every rule of SPEC 5. */
export const PASSWORD = 'Correct-Horse-42';

let counter = 0;
/** A fresh address per call, so journeys sharing a server never collide. */
export function newEmail(label = 'applicant'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now().toString(36)}@example.com`;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/**
 * Signs up without confirming; returns the address once the account exists (the sign-up's
 * job creates it and mails the code after the answer).
 */
export async function unconfirmedAccount(
  baseUrl: string,
  dataDir: string,
  email = newEmail(),
): Promise<string> {
  await post(baseUrl, '/public/signup', { username: email, password: PASSWORD });
  await waitForMail(dataDir, email);
  return email;
}

/** Signs up and confirms an account with the mailed code; returns its address. */
export async function confirmedAccount(
  baseUrl: string,
  dataDir: string,
  email = newEmail(),
): Promise<string> {
  await post(baseUrl, '/public/signup', { username: email, password: PASSWORD });
  const mail = await waitForMail(dataDir, email);
  await post(baseUrl, '/public/confirm', { username: email, code: mail.code });
  return email;
}
