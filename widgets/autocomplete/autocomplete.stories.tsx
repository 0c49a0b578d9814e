import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeLookup } from '../testing/fake-lookup';
import { WidgetHarness } from '../testing/harness';
import { preloadAutocomplete } from './autocomplete-widget';

const school = 'High school name';
// The search waits 200 ms (debounce) and jsdom's role queries are slow on a busy machine.
const slow = { timeout: 4000 };
const meta = {
  title: 'Widgets/Autocomplete',
  component: WidgetHarness,
  args: {
    keys: ['hs_name', 'hs_address_line_1', 'hs_city', 'hs_state', 'hs_country'],
    lookup: fakeLookup(),
  },
  // The interactive stage, which a page loads on the applicant's first intent (autocomplete-widget.tsx).
  loaders: [
    async () => {
      await preloadAutocomplete();
      return {};
    },
  ],
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, choosing a result with the keyboard: the related keys are filled from the lookup by id. */
export const Anonymous: Story = {
  parameters: { viewer: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: school });
    await userEvent.type(input, 'lincoln');
    await expect(
      await within(document.body).findByRole('option', { name: /Lincoln High School/ }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 result(s) available');
    // The first result is highlighted (autoHighlight) once the list has rendered: the arrow
    // moves from there to the second. Pressed before, on a busy machine, it chose the first.
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toMatch(/-option-0$/), slow);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('School city or town')).toHaveValue('Chicago'), slow);
    await expect(input).toHaveValue('Lincoln Park Academy');
  },
};

/** 'Use: "x"' keeps the typed school, clears the related keys and shows the manual-entry note. */
export const LoggedIn: Story = {
  args: {
    answers: { hs_name: 'Lincoln High School', hs_ceeb: '140123', hs_city: 'Springfield', hs_country: 'USA' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: school });
    await userEvent.clear(input);
    await userEvent.type(input, 'My Home School');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Use: "My Home School"' }, slow),
    );
    await expect(input).toHaveValue('My Home School');
    await expect(canvas.getByLabelText('School city or town')).toHaveValue('');
    await expect(canvas.getByText(/You entered your own school/)).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { errors: { hs_name: ['Search for Your School'] } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: school });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Search for Your School/);
  },
};

/** A lookup that never answers: the list says 'Loading...'. */
export const Loading: Story = {
  args: { lookup: fakeLookup({ never: true }) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: school }), 'lin');
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...'),
      slow,
    );
    await expect(
      await within(document.body).findByText('Loading...', { selector: '.MuiAutocomplete-loading' }, slow),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { viewer: 'readOnly' },
  args: { answers: { hs_name: 'Lincoln High School', hs_ceeb: '140123', hs_city: 'Springfield' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lincoln High School (140123)')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
