/**
 * The contract's schemas are valid JSON Schema (Ajv in strict mode, so a misspelt keyword
 * fails here rather than being ignored by the serializer), and they accept the bodies the
 * server sends and refuse the shapes that would break the browser.
 */
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import * as contract from '.';

/** Every exported schema object (the types and functions aside). */
const schemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, object] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'type' in entry[1] && !Array.isArray(entry[1]),
);

describe('engine/contract', () => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });

  it.each(schemas)('%s compiles in strict mode', (_name, schema) => {
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('names the bodies the browser reads', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'profileBody',
        'serviceApplicationBody',
        'prefillRequestBody',
        'prefillLinkBody',
        'tmpAnswerBody',
        'storedDocument',
        'storedDocuments',
        'conversionBody',
        'applicationPdfBody',
        'presignedUploadBody',
        'lookupResult',
        'lookupRecordBody',
        'submitRefusedBody',
        'messageBody',
      ]),
    );
  });

  it('takes a profile as the server sends it, answers and documents keyed by data', () => {
    const valid = ajv.compile(contract.profileBody);
    const profile = {
      answer: { first_name: 'Ada', legacy_2_first_name: 'Byron' },
      document_answer: { hs_transcript: { file_name: 'transcript.pdf', file_size: 48213 } },
      username: 'ada@example.com',
      last_page: null,
      successful_login: [{ logged_in_at: '2025-03-15T09:00:00.000Z' }],
      web_status: [{ web_status: 'started', created_at: '2025-03-15T09:00:00.000Z' }],
    };
    expect(valid(profile)).toBe(true);
    expect(valid({ ...profile, answer: { first_name: 1 } })).toBe(false);
    expect(valid({ ...profile, document_answer: { hs_transcript: { file_name: 'x' } } })).toBe(false);
    const { username: _gone, ...withoutUsername } = profile;
    expect(valid(withoutUsername)).toBe(false);
  });

  it('takes a lookup record whose keys the catalogue decides, and refuses a non-string value', () => {
    const valid = ajv.compile(contract.lookupRecordBody);
    expect(valid({ name: 'Lincoln High', id: '100001', hs_city: 'Lincoln', hs_state_desc: 'Nebraska' })).toBe(
      true,
    );
    expect(valid({ name: 'Lincoln High', id: 100001 })).toBe(false);
  });

  it('knows the five PDF statuses of SPEC 3 and no other', () => {
    const valid = ajv.compile(contract.conversionBody);
    for (const status of contract.PDF_STATUSES) expect(valid({ status, message: null })).toBe(true);
    expect(valid({ status: 'DONE', message: null })).toBe(false);
  });

  it('lets a login refusal carry the not-confirmed code, or none (a cross-site refusal)', () => {
    const valid = ajv.compile(contract.loginRefusedBody);
    expect(valid({ message: 'Not confirmed.', code: contract.NOT_CONFIRMED_CODE })).toBe(true);
    expect(valid({ message: 'Cross-site requests are not allowed.' })).toBe(true);
    expect(valid({ message: 'x', code: 'Other' })).toBe(false);
  });
});
