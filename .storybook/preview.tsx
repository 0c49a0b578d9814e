/**
 * Every story renders in a partner's MUI theme (toolbar: Partner) and as one viewer
 * (toolbar: Viewer): a story's own `parameters.viewer` (anonymous, logged in,
 * read-only) unless the toolbar overrides it. vitest loads this file too
 * (widgets/stories.test.tsx), so play functions run under the same decorators.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { catalogueSources, manifest } from '../engine';
import { createAppTheme, fallbackColours, type PartnerColours } from '../src/lib/theme';
import { type Viewer, ViewerContext } from '../widgets/testing/viewer';

/** A partner's name and colours, from its partner.json in the generated manifest. */
function partnerSettings(id: string): { name: string; theme: PartnerColours } {
  return catalogueSources.partners[id]?.settings as unknown as { name: string; theme: PartnerColours };
}

/**
 * Themes to try: every partner of partners/ (the Catalogue stories show its pages too), the
 * app's fallback, and a pale palette that tests the contrast fix.
 */
const partners: Record<string, PartnerColours> = {
  ...Object.fromEntries(manifest.partnerIds.map((id) => [id, partnerSettings(id).theme])),
  fallback: fallbackColours,
  pale: {
    ...fallbackColours,
    primary: '#7fb3e6',
    secondary: '#f28b82',
    accent: '#fde68a',
    neutral: '#9aa5b1',
  },
};

const withTheme: Decorator = (Story, context) => {
  const colours = partners[String(context.globals.partner)] ?? partners.demo ?? fallbackColours;
  return (
    <ThemeProvider theme={createAppTheme(colours)}>
      <CssBaseline />
      <Story />
    </ThemeProvider>
  );
};

const withViewer: Decorator = (Story, context) => {
  const chosen = String(context.globals.viewer ?? 'story');
  const viewer = (chosen === 'story' ? (context.parameters.viewer ?? 'loggedIn') : chosen) as Viewer;
  return (
    <ViewerContext.Provider value={viewer}>
      <Story />
    </ViewerContext.Provider>
  );
};

const preview: Preview = {
  decorators: [withViewer, withTheme],
  initialGlobals: { partner: 'demo', viewer: 'story' },
  globalTypes: {
    partner: {
      description: 'Partner theme',
      toolbar: {
        title: 'Partner',
        icon: 'paintbrush',
        items: [
          ...manifest.partnerIds.map((id) => ({ value: id, title: partnerSettings(id).name })),
          { value: 'fallback', title: 'Fallback colours' },
          { value: 'pale', title: 'Pale brand (contrast fix)' },
        ],
        dynamicTitle: true,
      },
    },
    viewer: {
      description: 'Who is looking',
      toolbar: {
        title: 'Viewer',
        icon: 'user',
        items: [
          { value: 'story', title: 'As the story says' },
          { value: 'anonymous', title: 'Anonymous' },
          { value: 'loggedIn', title: 'Logged in' },
          { value: 'readOnly', title: 'Read-only (staff)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
