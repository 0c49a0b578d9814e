import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerFixture } from '../../test/partner-fixture';
import { PageFooter } from './page-footer';

describe('the page footer', () => {
  it("dials the partner's number without its extension's digits", () => {
    render(<PageFooter partner={{ ...partnerFixture, phone: '+1 (514) 555-0199 ext. 2' }} />);
    const link = screen.getByRole('link', { name: '+1 (514) 555-0199 ext. 2' });
    expect(link.getAttribute('href')).toBe('tel:+15145550199');
  });
});
