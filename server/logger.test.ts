import { describe, expect, it } from 'vitest';
import { maskUrl } from './logger';

describe('maskUrl', () => {
  it('masks the values of secret and personal query parameters only', () => {
    expect(maskUrl('/reset?username=a%40b.com&id=secret')).toBe('/reset?username=***&id=***');
    expect(maskUrl('/x?token=1&service_token=2&code=3&keep=4')).toBe(
      '/x?token=***&service_token=***&code=***&keep=4',
    );
    expect(maskUrl('/x?ID=1')).toBe('/x?ID=***');
    expect(maskUrl('/plain')).toBe('/plain');
    expect(maskUrl('/x?flag')).toBe('/x?flag');
  });
});
