import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailTexts } from '../../engine/mail-texts';
import catalogue from '../../schemas/catalogue.json';
import { createOutboxMailer } from './mailer';
import { outboxFiles, readOutbox } from './outbox';
import { confirmationMail, resetMail } from './templates';

const texts = mailTexts(catalogue.messages);

describe('outbox', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function mailer() {
    const dir = mkdtempSync(join(tmpdir(), 'admit-outbox-'));
    dirs.push(dir);
    return { dir, mailer: createOutboxMailer(dir, '"Demo University" <no-reply@localhost>') };
  }

  it('writes one .eml per message and reads back the newest code and link', async () => {
    const { dir, mailer: m } = mailer();
    await m.sendMail(confirmationMail('Ann@Example.com', { name: 'Demo University', texts }, '012345'));
    await m.sendMail(confirmationMail('ann@example.com', { name: 'Demo University', texts }, '678901'));
    const link = `https://apply.example.edu/reset?username=ann%40example.com&id=${'A'.repeat(43)}`;
    await m.sendMail(resetMail('other@example.com', { name: 'Démo Ünïversity', texts }, link));

    const files = outboxFiles(dir, 'ann@example.com');
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-ann@example\.com\.eml$/);
    expect(readOutbox(dir, 'ann@example.com')?.code).toBe('678901');

    const reset = readOutbox(dir, 'other@example.com');
    expect(reset?.link).toBe(link);
    expect(reset?.subject).toBe('Démo Ünïversity: reset your password');
    expect(reset?.raw).toContain('\r\n');
    expect(readOutbox(dir, 'nobody@example.com')).toBeUndefined();
  });

  it('keeps every message sent within one millisecond', async () => {
    const { dir, mailer: m } = mailer();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        m.sendMail(confirmationMail('a@b.co', { name: 'Demo', texts }, String(100000 + i))),
      ),
    );
    expect(outboxFiles(dir, 'a@b.co')).toHaveLength(5);
    expect(readOutbox(dir, 'a@b.co')?.code).toBe('100004');
  });
});
