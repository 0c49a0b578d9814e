/**
 * The widgets' own texts are the catalogue's messages, so a partner's catalogue words
 * them as it words a question: a button, a status, a note, a dialog, a caption. Each
 * widget here renders with the engine of a partner whose overlay words every one of them.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogueSources, createEngine, type Engine } from '../engine';
import { presentAnswers } from '../engine/presentation';
import { WidgetHarness } from './testing/harness';

const texts: Record<string, string> = {
  month: 'Mois',
  year: 'Année',
  chooseFile: 'Pick a document',
  uploading: 'Sending your document…',
  uploadLoggedOut: 'Log in to add a document.',
  documentAttached: 'There is a document.',
  deleteFile: 'Remove',
  deleteTitle: 'Remove the document?',
  deleteText: 'We will remove {file}.',
  deleteCancel: 'Keep it',
  deleteConfirm: 'Remove it',
  ownSchool: 'Your own school: add its address.',
  tabSaving: 'Saving…',
  tabLoggedOut: 'Log in to switch.',
  counter: '{length} of {limit} letters',
  counterOver: '{over} letters too many (at most {limit})',
};

/** A partner whose catalogue words these messages its own way (partners/<id>/catalogue.json). */
const partner: Engine = createEngine('worded', {
  sources: { ...catalogueSources, partners: { worded: { overlay: { messages: texts } } } },
});

const documents = (stored: Record<string, { file_name: string; file_size: number }>, busy = {}) => ({
  stored,
  busy,
  upload: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
});

/** The score tests' tabs of the partner, for a viewer. */
function renderTabs(viewer: 'anonymous' | 'loggedIn', onTabChange?: () => Promise<void>) {
  render(
    <WidgetHarness
      engine={partner}
      keys={['test_optional', 'test_entry']}
      answers={{ test_optional: 'N' }}
      viewer={viewer}
      onTabChange={onTabChange}
    />,
  );
}

describe("a partner's catalogue gives the widgets their texts", () => {
  it("names the file upload's button, status and note to an applicant not logged in", () => {
    const { unmount } = render(
      <WidgetHarness engine={partner} keys={['hs_transcript']} viewer="loggedIn" documents={documents({})} />,
    );
    expect(screen.getByRole('button', { name: 'Pick a document' })).toBeTruthy();
    unmount();
    const busy = render(
      <WidgetHarness
        engine={partner}
        keys={['hs_transcript']}
        viewer="loggedIn"
        documents={documents({}, { hs_transcript: true })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Sending your document…');
    busy.unmount();
    render(<WidgetHarness engine={partner} keys={['hs_transcript']} viewer="anonymous" />);
    expect(screen.getByText('Log in to add a document.')).toBeTruthy();
  });

  it("names a stored document's Delete and every text of its confirmation", async () => {
    const api = documents({ hs_transcript: { file_name: 'transcript.pdf', file_size: 2048 } });
    render(<WidgetHarness engine={partner} keys={['hs_transcript']} viewer="loggedIn" documents={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    // The confirmation is a chunk of its own, loaded at the click: as long as the tabs' waits.
    const dialog = await screen.findByRole('dialog', { name: 'Remove the document?' }, { timeout: 10_000 });
    expect(within(dialog).getByText('We will remove transcript.pdf.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(api.remove).toHaveBeenCalledWith('hs_transcript');
  });

  it('labels the month and year selects', () => {
    render(<WidgetHarness engine={partner} keys={['grad_month', 'grad_year']} viewer="loggedIn" />);
    expect(screen.getByRole('combobox', { name: 'Mois' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Année' })).toBeTruthy();
  });

  it('gives the note of a school the applicant typed', () => {
    render(
      <WidgetHarness
        engine={partner}
        keys={['hs_name']}
        answers={{ hs_name: 'Kitchen Table Academy' }}
        viewer="loggedIn"
      />,
    );
    expect(screen.getByText('Your own school: add its address.')).toBeTruthy();
  });

  it('tells an applicant not logged in how to switch tabs', async () => {
    renderTabs('anonymous');
    expect(await screen.findByText('Log in to switch.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('says the tab chosen is being saved', async () => {
    // The choice is never saved: the status stays.
    renderTabs('loggedIn', () => new Promise(() => undefined));
    const upload = await screen.findByRole('tab', { name: 'Upload a score report' }, { timeout: 10_000 });
    await userEvent.click(upload);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
  });

  it("counts a text area's characters, and a text field's near its limit and over it", () => {
    const limit = partner.catalogue.limits.textarea;
    const cases: [string[], Record<string, string>, string][] = [
      [
        ['conviction', 'conviction_comment'],
        { conviction: 'Y', conviction_comment: 'I was late.' },
        `11 of ${limit} letters`,
      ],
      [['middle_name'], { middle_name: 'a'.repeat(40) }, '40 of 45 letters'],
      [['middle_name'], { middle_name: 'a'.repeat(48) }, '3 letters too many (at most 45)'],
    ];
    for (const [keys, answers, count] of cases) {
      const { unmount } = render(
        <WidgetHarness engine={partner} keys={keys} answers={answers} viewer="loggedIn" />,
      );
      expect(screen.getByText(count)).toBeTruthy();
      unmount();
    }
  });

  it("gives the print view's month and year captions and its note of an attached document", () => {
    const answers = { grad_month: '6', grad_year: '2027', hs_transcript: 'ANSWERED' };
    const items = presentAnswers(partner, answers).flatMap((page) =>
      page.sections.flatMap((section) => section.items.filter((item) => item.key in answers)),
    );
    expect(items.find((item) => item.key === 'grad_month')).toMatchObject({ captions: ['Mois', 'Année'] });
    expect(items.find((item) => item.key === 'hs_transcript')?.display).toBe('There is a document.');
  });
});
