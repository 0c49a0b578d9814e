import { describe, expect, it } from 'vitest';
import { documentMessages } from './documents/messages';
import { messages } from './messages';
import { lookupMessages } from './routes/lookup/index';
import { exportMessages } from './routes/service/applications';
import { prefillMessages } from './routes/service/prefill';
import { staffKeyMessages } from './routes/service/staff-key';
import { serviceMessages } from './service-application';

describe("the server's texts, worded in schemas/replies.json", () => {
  it('say what SPEC 7 and 8 and the applicant-facing calls say', () => {
    expect(messages.submitted).toBe('Your application was successfully submitted.');
    expect(messages.loginWrong).toBe('Incorrect username or password.');
    expect(messages.codeWrong).toBe('Invalid confirmation code provided, please try again.');
    expect(messages.sessionInvalid).toBe(
      'Your session is invalid. Please clear your cookies and login again.',
    );
    expect(messages.unexpected).toBe(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
    expect(prefillMessages.notFound).toBe('This link is not valid or has expired. Ask for a new one.');
    expect(serviceMessages.expired).toBe('This staff link has expired. Ask for a new one.');
    expect(staffKeyMessages.missing).toBe(
      'A staff key is required: send it as "Authorization: Bearer <key>".',
    );
    expect(exportMessages.noFile).toBe('This application has no such file.');
    expect(exportMessages.since).toBe(
      "The parameter 'since' must be an ISO 8601 day or a time with its zone, such as 2026-11-01 or 2026-11-01T09:00:00Z.",
    );
  });

  it('fill in what a text names', () => {
    expect(documentMessages.mismatch('pdf')).toBe(
      'The contents of your file do not match its .pdf name. Please upload a real .png, .jpeg, .jpg, .pdf or .docx file.',
    );
    expect(documentMessages.tooManyPages(100)).toBe(
      'Your document has more than 100 pages. Please upload a shorter document, of at most 100 pages.',
    );
    expect(lookupMessages.maxResults).toBe(
      "The parameter 'max_results' must be a whole number from 1 to 20.",
    );
    expect(lookupMessages.category).toMatch(
      /^The parameter 'category' must be one of [a-z_]+(, [a-z_]+)+\.$/,
    );
  });
});
