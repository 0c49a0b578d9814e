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

  it('reads the names as the server does: escaped, repeated or beside a malformed escape', () => {
    expect(maskUrl('/service/x?service%5Ftoken=s3cret&keep=1')).toBe('/service/x?service_token=***&keep=1');
    expect(maskUrl('/x?token=a&token=b')).toBe('/x?token=***');
    expect(maskUrl('/x?t%6Fken=a')).toBe('/x?token=***');
    expect(maskUrl('/x?bad=%E0%A4%A&code=123456')).not.toContain('123456');
    expect(maskUrl('/x?bad=%E0%A4%A')).toBe('/x?bad=%E0%A4%A');
  });
});
