/**
 * The staff preview of the catalogue: every page of a partner as the applicant sees it,
 * rendered by the real app (its routes, layout, form and print view) from the generated
 * manifest, so a change to the JSON shows here without signing up. The partner comes from
 * the toolbar (Partner), which lists every partner of partners/; the page from the Page
 * control or the app's own navigation; who is looking from the story or the toolbar
 * (Viewer). Nothing is fetched: the empty application of a new applicant (logged in) or
 * of a staff link (read-only) is already in the data cache.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useContext, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { catalogueSources, manifest, siteTexts } from '../../engine';
import type { Profile, ServiceApplication } from '../../engine/contract';
import { INDICATOR_COOKIE } from '../../engine/session';
import { type Viewer, ViewerContext } from '../../widgets/testing/viewer';
import { loadDialog } from '../components/app-dialog';
import { ToastProvider } from '../components/toast/toast-provider';
import { ADD_ANOTHER_KEY, TABS_KEY } from '../features/application';
import { DOCUMENT_ANSWERS_KEY } from '../features/documents';
import { serviceApplicationKey } from '../features/staff';
import { PROFILE_KEY } from '../lib/cache';
import { browserEngine } from '../lib/engine';
import { type Partner, PartnerContext } from '../lib/partner';
import { swrConfig } from '../lib/swr-config';
import { createAppTheme } from '../lib/theme';
import { AppRoutes, preloadRoutes } from './router';

/** Each partner's logo file, by path: Storybook serves it as the app's server would. */
const logoUrls = import.meta.glob<string>('../../partners/*/*.{svg,png}', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** GET /public/partner as the server would answer it for this partner. */
function previewPartner(partnerId: string): Partner {
  const {
    $schema: _schema,
    logo,
    ...settings
  } = (catalogueSources.partners[partnerId]?.settings ?? {}) as Record<string, unknown> & {
    logo?: { file: string; alt: string };
  };
  const { catalogue } = browserEngine(partnerId);
  const pages = catalogue.pages.map(({ id, title, path }) => ({ id, title, path }));
  const url = logo && logoUrls[`../../partners/${partnerId}/${logo.file}`];
  return {
    ...settings,
    id: partnerId,
    pages,
    texts: siteTexts(catalogue.index.messages),
    ...(logo && url ? { logo: { alt: logo.alt, url } } : {}),
  } as Partner;
}

const STAFF_TOKEN = 'catalogue-preview';
const AT = '2025-03-15T12:00:00.000Z';

/** The cache a logged-in applicant or a staff link starts from: an application with no answers yet. */
function previewCache(path: string) {
  const profile: Profile = {
    answer: {},
    document_answer: {},
    username: 'applicant@example.edu',
    last_page: path,
    successful_login: [{ logged_in_at: AT }],
    web_status: [{ web_status: 'started', created_at: AT }],
  };
  const application: ServiceApplication = { answer: {}, add_another: {}, document_answer: {}, tabs: {} };
  return {
    [PROFILE_KEY]: profile,
    [ADD_ANOTHER_KEY]: {},
    [TABS_KEY]: {},
    [DOCUMENT_ANSWERS_KEY]: {},
    [unstable_serialize(serviceApplicationKey(STAFF_TOKEN))]: application,
  };
}

function CataloguePreview({ partnerId, pageId }: { partnerId: string; pageId: string }) {
  const viewer: Viewer = useContext(ViewerContext);
  const partner = useMemo(() => previewPartner(partnerId), [partnerId]);
  const theme = useMemo(() => createAppTheme(partner.theme), [partner]);
  const path = partner.pages.find((page) => page.id === pageId)?.path ?? partner.pages[0]?.path ?? '/';
  // The app reads whether it is logged in from the indicator cookie (SPEC 4), which the server's login sets.
  // biome-ignore lint/suspicious/noDocumentCookie: the preview plays the server's Set-Cookie; the app itself reads document.cookie.
  document.cookie =
    viewer === 'loggedIn'
      ? `${INDICATOR_COOKIE}=1; path=/`
      : `${INDICATOR_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const entry = viewer === 'readOnly' ? `${path}?service_token=${STAFF_TOKEN}` : path;
  return (
    <SWRConfig
      key={`${partnerId}:${viewer}:${entry}`}
      value={{ ...swrConfig, provider: () => new Map(), fallback: previewCache(path) }}
    >
      <PartnerContext.Provider value={partner}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <MemoryRouter initialEntries={[entry]}>
              <AppRoutes />
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </PartnerContext.Provider>
    </SWRConfig>
  );
}

/** The partner of the toolbar; a theme that is no partner (fallback, pale) previews demo's catalogue. */
function toolbarPartner(value: unknown): string {
  const id = String(value);
  return manifest.partnerIds.includes(id) ? id : (manifest.partnerIds[0] ?? 'demo');
}

const pageIds = catalogueSources.index.pages.map((page) => page.id);

const meta = {
  title: 'Catalogue/Pages',
  component: CataloguePreview,
  parameters: { layout: 'fullscreen' },
  // The app's route chunks and the dialog (the idle warning's) load before the story renders, so it renders at once.
  loaders: [async () => Promise.all([preloadRoutes(), loadDialog()])],
  args: { partnerId: 'demo', pageId: pageIds[0] ?? 'about' },
  argTypes: {
    partnerId: { table: { disable: true } },
    pageId: { name: 'Page', control: 'select', options: pageIds },
  },
  render: (args, context) => (
    <CataloguePreview {...args} partnerId={toolbarPartner(context.globals.partner)} />
  ),
} satisfies Meta<typeof CataloguePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who has not signed in: the form fills in locally, Save and Continue leads to sign-up. */
export const Anonymous: Story = { parameters: { viewer: 'anonymous' } };

/** A new applicant, signed in, with nothing answered yet. */
export const LoggedIn: Story = { name: 'Logged in', parameters: { viewer: 'loggedIn' } };

/** The staff print view of a staff link: every page read-only, no controls. */
export const ReadOnly: Story = { name: 'Read-only (staff)', parameters: { viewer: 'readOnly' } };
