import type { LoadedPage } from '../../../../engine/catalogue/types';
import type { PresentedPage } from '../../../../engine/presentation';
import { PrintSections } from './print-sections';
import { printClasses } from './print-styles';

interface PrintPageProps {
  page: LoadedPage;
  shown: PresentedPage;
  /** The catalogue's note for a page with no question shown. */
  nothingShown: string;
}

/** One catalogue page, every shown question in its widget's read-only variant. */
export function PrintPage({ page, shown, nothingShown }: PrintPageProps) {
  const headingId = `print-${page.id}-title`;
  return (
    <section aria-labelledby={headingId} data-print-page={page.id} className={printClasses.page}>
      <h2 id={headingId} className={printClasses.pageTitle}>
        {page.title}
      </h2>
      {shown.sections.length === 0 ? (
        <p className={printClasses.note}>{nothingShown}</p>
      ) : (
        <PrintSections prefix={`print-${page.id}`} sections={shown.sections} />
      )}
    </section>
  );
}
