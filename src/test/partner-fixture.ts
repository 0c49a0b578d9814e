import { catalogueSources, siteTexts } from '../../engine';
import type { Partner } from '../lib/partner';

/** A partner as GET /public/partner answers (partners/demo/partner.json and the catalogue's pages). */
export const partnerFixture: Partner = {
  id: 'demo',
  name: 'Demo University',
  application_title: 'Undergraduate Application',
  address: { line_1: 'Office of Undergraduate Admission', city: 'Springfield', state: 'IL', zip: '62701' },
  help_email: 'admission-help@demo.example.edu',
  phone: '(217) 555-0100',
  links: {},
  theme: {
    primary: '#0b3d6e',
    secondary: '#8a1c2b',
    accent: '#f2b632',
    neutral: '#4a5561',
    white: '#ffffff',
    error: '#b3261e',
    disabled: '#757575',
  },
  pages: [
    { id: 'about', title: 'About You', path: '/about' },
    { id: 'education', title: 'Education', path: '/education' },
    { id: 'final-steps', title: 'Submit', path: '/final-steps' },
  ],
  texts: siteTexts(catalogueSources.index.messages),
};
