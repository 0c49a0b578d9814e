import { Outlet } from 'react-router-dom';
import type { HeaderMessages } from '../../../../engine/catalogue/types';
import { laterComponent } from '../../../../ui/lazy';
import { FieldStyles, RadioStyles } from '../../../../widgets';
import { PageShell } from '../../../components/layout/page-shell';
import { PageWidth } from '../../../components/layout/page-width';
import { usePartner } from '../../../lib/partner';
import { PageStyles } from '../form/page-styles';
import { useAnswerStore, useAnswersSnapshot, useValidation } from '../state/answer-hooks';
import { useApplication } from '../state/application-context';
import type { AccountSnapshot } from '../state/web-status';
import { AccountPopover } from './account-popover';
import { HeaderMessage } from './header-message';
import { JournalNotices } from './journal/journal-notices';
import { SaveStatus } from './journal/save-status';
import { TopNav } from './top-nav';

/** Shown only after a submit that found gaps: loaded after the first page (issue 16). */
const ValidationSummary = laterComponent(() =>
  import('./validation-summary').then((module) => module.ValidationSummary),
);

const GREETING_KEYS = ['preferred_name', 'first_name'];

/**
 * The header message with the answers it reads: the names. Logged out, its links carry
 * every answer, read from the store at the click, so that it does not render again at
 * each answer (issue 16: a styled render of the message each time typing paused).
 */
function LiveHeaderMessage({ snapshot, messages }: { snapshot: AccountSnapshot; messages: HeaderMessages }) {
  const answers = useAnswersSnapshot(false, GREETING_KEYS);
  const store = useAnswerStore();
  return <HeaderMessage snapshot={snapshot} answers={answers} carried={store.get} messages={messages} />;
}

/** The shared layout of the form pages (SPEC 2): header with account popover, navigation, message, summary. */
export function FormLayout() {
  const { engine, snapshot, summaryFocus, flush } = useApplication();
  const validation = useValidation();
  return (
    <PageShell
      partner={usePartner()}
      actions={
        <>
          <SaveStatus />
          <AccountPopover flush={flush} />
        </>
      }
      navigation={<TopNav label={engine.catalogue.index.messages.sectionsLabel} />}
    >
      <PageWidth maxWidth="md" disableGutters>
        <JournalNotices />
        <LiveHeaderMessage snapshot={snapshot} messages={engine.catalogue.index.headerMessages} />
        {validation && (
          <ValidationSummary
            catalogue={engine.catalogue}
            missing={validation.missing}
            focusSignal={summaryFocus}
          />
        )}
        {/* The radios', fields' and page frames' static rules, for every form page: here, mounted once for
            the visit, not by each page (GlobalStyles inserts its rules at each mount: about a
            fifth of a page change's task on a phone, issue 16). */}
        <RadioStyles />
        <FieldStyles />
        <PageStyles />
        <Outlet />
      </PageWidth>
    </PageShell>
  );
}
