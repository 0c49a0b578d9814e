import type { StubRequest, StubResponse } from './fetch-stub';

/** A profile as GET /api/profile answers it. */
export function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    answer: {},
    document_answer: {},
    username: 'ada@example.edu',
    last_page: null,
    successful_login: [{ created_at: '2026-01-01T00:00:00Z' }],
    web_status: [],
    ...overrides,
  };
}

/**
 * Answers the application's calls the way the server does for a logged-in applicant;
 * `overrides` by "METHOD /path" replace single answers.
 */
export function applicationApi(
  profile = profileFixture(),
  overrides: Record<string, (request: StubRequest) => StubResponse> = {},
) {
  return (request: StubRequest): StubResponse => {
    const override = overrides[`${request.method} ${request.path}`];
    if (override) return override(request);
    if (request.path === '/api/profile') return { json: profile };
    if (request.path === '/api/add-another' && request.method === 'GET') return { json: { parents: 1 } };
    if (request.path === '/api/tabs' && request.method === 'GET')
      return { json: { test_entry: 'self_report' } };
    return { json: { message: 'ok' } };
  };
}
