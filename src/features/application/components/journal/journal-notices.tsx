import { useState } from 'react';
import { fillMessage } from '../../../../../engine';
import { laterComponent } from '../../../../../ui/lazy';
import { useApplication } from '../../state/application-context';
import { useJournal, useWatched } from '../../state/journal/journal-context';
import { questionTitle, shownKeys } from './question-names';

/** Shown only when the journal brought something back: loaded after the first page (issue 16). */
const RestoredNotice = laterComponent(() =>
  import('./restored-notice').then((module) => module.RestoredNotice),
);
const ConflictDialog = laterComponent(() =>
  import('./conflict-dialog').then((module) => module.ConflictDialog),
);

/**
 * What the journal brought back when the page opened: the answers unsent from the last
 * visit, restored and being saved (a notice the applicant may close), and those changed
 * elsewhere since, which the applicant chooses between (ConflictDialog).
 */
export function JournalNotices() {
  const journal = useJournal();
  const { engine } = useApplication();
  const restored = shownKeys(engine, journal.restored);
  const [open, setOpen] = useState(restored.length > 0);
  const conflicts = useWatched(journal.conflicts);
  const { messages } = journal;
  const one = restored.length === 1;
  const title = one ? messages.restoredOne : fillMessage(messages.restoredMany, { count: restored.length });
  return (
    <>
      {open && (
        <RestoredNotice
          title={title}
          saving={one ? messages.restoredSavingOne : messages.restoredSavingMany}
          questions={restored.map((key) => ({ key, title: questionTitle(engine, key) }))}
          onClose={() => setOpen(false)}
        />
      )}
      {conflicts.length > 0 && <ConflictDialog conflicts={conflicts} />}
    </>
  );
}
