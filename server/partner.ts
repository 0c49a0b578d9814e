/** Reading a partner's settings (partners/<id>/partner.json). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile } from './catalogue/json-file';

/** The folder holding every partner's settings, beside server/. */
export const PARTNERS_DIR = fileURLToPath(new URL('../partners', import.meta.url));

/** A partner's settings as sent to the browser; nothing in them is secret. */
export interface PartnerSettings {
  id: string;
  name: string;
  [key: string]: unknown;
}

/** The path of a partner's settings file. */
export function partnerFile(partnerId: string, partnersDir = PARTNERS_DIR): string {
  return join(partnersDir, partnerId, 'partner.json');
}

/** A partner id: the name of its folder under partners/, which becomes a path and a file name. */
export const PARTNER_ID = /^[a-z0-9][a-z0-9_-]*$/;

/** Whether partners/<id>/partner.json exists. */
export function partnerExists(partnerId: string, partnersDir = PARTNERS_DIR): boolean {
  return existsSync(partnerFile(partnerId, partnersDir));
}

/**
 * Reads and checks a partner's settings, dropping "$comment" and "$schema" (notes for staff and
 * their editor, not settings). The catalogue checker checks the rest at start (server/main.ts).
 * Throws an Error naming the file when it is not JSON or has no name.
 */
export function loadPartner(partnerId: string, partnersDir = PARTNERS_DIR): PartnerSettings {
  const file = partnerFile(partnerId, partnersDir);
  let parsed: unknown;
  try {
    parsed = readJsonFile(file);
  } catch (error) {
    throw new Error(`Invalid partner settings: ${file} cannot be read as JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`Invalid partner settings: ${file} must hold a JSON object`);
  }
  const { $comment: _comment, $schema: _schema, ...settings } = parsed as Record<string, unknown>;
  if (typeof settings.name !== 'string' || settings.name.trim() === '') {
    throw new Error(`Invalid partner settings: ${file} must have a non-empty "name"`);
  }
  // The folder names the partner: the engine, the browser and the server agree on it.
  return { ...settings, id: partnerId, name: settings.name };
}
