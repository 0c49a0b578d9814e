import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../engine/mail-texts';
import catalogue from '../../schemas/catalogue.json';
import { accountExistsMail, confirmationMail, resetMail } from './templates';

const texts = mailTexts(catalogue.messages);
const brand = { name: 'Demo University', texts };

describe('the account mails', () => {
  it('say what the base catalogue says, as text', () => {
    const mail = confirmationMail('ann@example.com', brand, '012345');
    expect(mail.subject).toBe('Demo University: your confirmation code');
    expect(mail.text).toBe(
      [
        'Thank you for creating an account for the Demo University application.',
        '',
        'Your confirmation code is:',
        '',
        '012345',
        '',
        'Enter it on the confirmation page within 24 hours.',
        'If you did not create this account, you can ignore this message.',
        '',
        'Demo University',
      ].join('\n'),
    );
    const reset = resetMail('ann@example.com', brand, 'https://apply.example.edu/reset?id=abc&username=a');
    expect(reset.subject).toBe('Demo University: reset your password');
    expect(reset.text).toContain(
      'Open this link within one hour to choose a new password:\n\nhttps://apply.example.edu/reset?id=abc&username=a\n\n',
    );
    const exists = accountExistsMail('ann@example.com', brand, 'https://apply.example.edu');
    expect(exists.subject).toBe('Demo University: you already have an account');
    expect(exists.text).toContain('Sign in here:\n\nhttps://apply.example.edu/login\n\n');
    expect(exists.text).toContain('reset it here:\n\nhttps://apply.example.edu/forgot\n\n');
  });

  it('show the same words as HTML: paragraphs, the code in bold, links that open', () => {
    const mail = confirmationMail('ann@example.com', brand, '012345');
    expect(mail.html).toBe(
      '<!doctype html><html><body>' +
        '<p>Thank you for creating an account for the Demo University application.</p>' +
        '<p>Your confirmation code is:</p>' +
        '<p><strong>012345</strong></p>' +
        '<p>Enter it on the confirmation page within 24 hours.<br>If you did not create this account, you can ignore this message.</p>' +
        '<p>Demo University</p>' +
        '</body></html>',
    );
    const reset = resetMail('ann@example.com', brand, 'https://apply.example.edu/reset?id=abc&username=a');
    expect(reset.html).toContain(
      '<p><a href="https://apply.example.edu/reset?id=abc&#38;username=a">https://apply.example.edu/reset?id=abc&#38;username=a</a></p>',
    );
  });

  it("follow a partner's wording, escaping its words and its name in the HTML", () => {
    const worded = {
      name: 'Smith & <Jones> College',
      texts: {
        ...texts,
        mailConfirmSubject: 'Your code for\n{partner}',
        mailConfirmBody: 'Hello from {partner} <3\r\n\r\nYour code: {code}. Not {unknown} {constructor}.',
      },
    };
    const mail = confirmationMail('ann@example.com', worded, '654321');
    expect(mail.subject).toBe('Your code for Smith & <Jones> College');
    expect(mail.text).toBe(
      'Hello from Smith & <Jones> College <3\n\nYour code: 654321. Not {unknown} {constructor}.',
    );
    expect(mail.html).toContain(
      '<p>Hello from Smith &#38; &#60;Jones&#62; College &#60;3</p><p>Your code: <strong>654321</strong>. Not {unknown} {constructor}.</p>',
    );
  });
});
