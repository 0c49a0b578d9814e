/**
 * The print view's own texts are the catalogue's messages: a partner's catalogue words the
 * line under the title and the note of a page with nothing shown, as it words a question.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueSources, createEngine } from '../../../../engine';
import { TestProviders } from '../../../test/render-app';
import { PrintPage } from './print-page';
import { PrintedApplication } from './printed-application';

const worded = createEngine('worded', {
  sources: {
    ...catalogueSources,
    partners: {
      worded: {
        overlay: {
          messages: {
            printHeading: 'Dossier de {name}, pour le personnel de {partner}',
            printHeadingNoName: 'Dossier sans nom, pour le personnel de {partner}',
            printNothingShown: 'Rien à montrer ici.',
          },
        },
      },
    },
  },
});
const base = createEngine('demo', { sources: catalogueSources });

function renderPrinted(engine: typeof base, answers: Record<string, string>) {
  return render(
    <TestProviders>
      <PrintedApplication engine={engine} printed={{ answers, state: {} }} progress={null} />
    </TestProviders>,
  );
}

describe("the print view's texts", () => {
  it('says whose application it is, in the catalogue words, with the partner named', () => {
    renderPrinted(base, { first_name: 'Ada', last_name: 'Lovelace' });
    expect(
      screen.getByText('Application of Ada Lovelace · read-only copy for Demo University staff'),
    ).toBeTruthy();
  });

  it("words the line as the partner's catalogue does, with a name or without one", () => {
    const named = renderPrinted(worded, { first_name: 'Ada', last_name: '{partner}' });
    // A name that looks like a placeholder is shown as written, not filled again.
    expect(screen.getByText('Dossier de Ada {partner}, pour le personnel de Demo University')).toBeTruthy();
    named.unmount();
    renderPrinted(worded, {});
    expect(screen.getByText('Dossier sans nom, pour le personnel de Demo University')).toBeTruthy();
  });

  it('notes a page with no question shown, in the words the view is given', () => {
    const [page] = worded.catalogue.pages;
    if (!page) throw new Error('the catalogue has no page');
    const { messages } = worded.catalogue.index;
    render(
      <PrintPage
        page={page}
        shown={{ id: page.id, title: page.title, sections: [] }}
        nothingShown={messages.printNothingShown}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: page.title })).toBeTruthy();
    expect(screen.getByText('Rien à montrer ici.')).toBeTruthy();
  });
});
