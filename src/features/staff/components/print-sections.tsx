import type { PresentedSection } from '../../../../engine/presentation';
import { ReadOnlyAnswer } from '../../../../widgets/shared/read-only-widget';
import { printClasses } from './print-styles';

interface PrintSectionsProps {
  /** The prefix of every id on the page (`print-{page id}`). */
  prefix: string;
  sections: PresentedSection[];
}

/**
 * The sections of a printed page: each a region named by its h3, holding the read-only
 * variant of each shown question in catalogue order. Plain markup from the engine's
 * presentation: nothing of the form (RJSF, the widgets' interactive parts) is needed to
 * show an answer that cannot change. Plain elements with static classes (print-styles.tsx):
 * a styled component per heading and box is most of the view's render on a phone (issue 16),
 * and each answer is its read-only piece with no wrapper of its own (a fifth of the page's
 * elements, each laid out on a phone's first paint).
 */
export function PrintSections({ prefix, sections }: PrintSectionsProps) {
  return (
    <>
      {sections.map((section) => {
        const headingId = `${prefix}-section-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={headingId} data-print-section="">
            <h3 id={headingId} className={printClasses.sectionTitle}>
              {section.title}
            </h3>
            {section.items.map((item) => (
              <ReadOnlyAnswer key={item.key} id={`${prefix}_${item.key}`} item={item} label={item.label} />
            ))}
          </section>
        );
      })}
    </>
  );
}
