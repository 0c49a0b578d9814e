import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerFixture } from '../../test/partner-fixture';
import { PageFooter } from './page-footer';

describe('the page footer', () => {
  it("says the catalogue's texts, with the partner's contacts as links in them", () => {
    render(<PageFooter partner={partnerFixture} />);
    const footer = screen.getByRole('contentinfo', { name: 'Contact and help' });
    expect(footer.textContent).toContain(
      `Need help? Email admission-help@demo.example.edu or call (217) 555-0100.© ${new Date().getFullYear()} Demo University`,
    );
    expect(screen.getByRole('link', { name: 'admission-help@demo.example.edu' }).getAttribute('href')).toBe(
      'mailto:admission-help@demo.example.edu',
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Privacy' })).toBeTruthy();
  });

  it("words them as the partner's catalogue does", () => {
    const texts = {
      ...partnerFixture.texts,
      footerLabel: 'Contact',
      footerHelp: 'Aide',
      footerContact: 'Écrivez à {email} ou appelez le {phone}.',
      footerCopyright: '{partner}, {year}',
    };
    render(<PageFooter partner={{ ...partnerFixture, texts }} />);
    const footer = screen.getByRole('contentinfo', { name: 'Contact' });
    expect(footer.textContent).toContain(
      `Écrivez à admission-help@demo.example.edu ou appelez le (217) 555-0100.Demo University, ${new Date().getFullYear()}`,
    );
    expect(screen.getByRole('link', { name: '(217) 555-0100' }).getAttribute('href')).toBe('tel:2175550100');
    expect(screen.getByRole('button', { name: 'Aide' })).toBeTruthy();
  });

  it("dials the partner's number without its extension's digits", () => {
    render(<PageFooter partner={{ ...partnerFixture, phone: '+1 (514) 555-0199 ext. 2' }} />);
    const link = screen.getByRole('link', { name: '+1 (514) 555-0199 ext. 2' });
    expect(link.getAttribute('href')).toBe('tel:+15145550199');
  });
});
