import { describe, expect, it } from 'vitest';
import { deriveWebStatus, initialSnapshot, tracksLastPage } from './web-status';

const entries = (...names: string[]) => names.map((web_status) => ({ web_status }));

describe('web status (SPEC 4)', () => {
  it('derives the status from the number of distinct known entries', () => {
    expect(deriveWebStatus([])).toBeNull();
    expect(deriveWebStatus(entries('started'))).toBe('started');
    expect(deriveWebStatus(entries('started', 'started'))).toBe('started');
    expect(deriveWebStatus(entries('started', 'validating'))).toBe('validating');
    expect(deriveWebStatus(entries('started', 'validating', 'submitted'))).toBe('submitted');
    expect(deriveWebStatus(entries('started', 'archived'))).toBe('started');
  });

  it('tracks the last page only while started or validating', () => {
    expect([null, 'started', 'validating', 'submitted'].map((s) => tracksLastPage(s as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('builds the client snapshot of SPEC 3 from the profile, or for an anonymous visitor', () => {
    expect(initialSnapshot(undefined)).toEqual({
      web_status: null,
      last_page: null,
      is_logged_in: false,
      username: '',
      is_service_user: false,
      num_logins: 1,
      has_changed_page: false,
    });
    const snapshot = initialSnapshot({
      username: 'ada@example.edu',
      last_page: '/education',
      successful_login: [{}, {}, {}],
      web_status: entries('started', 'validating'),
    });
    expect(snapshot).toMatchObject({
      web_status: 'validating',
      last_page: '/education',
      is_logged_in: true,
      num_logins: 3,
    });
  });
});
