import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { visuallyHidden } from '../../../../ui/a11y';
import { ApplicationPdfDownload } from '../../documents';
import { useApplication } from '../state/application-context';

/** Go Back, Save and Continue, and Submit on the last page (SPEC 2), with the PDF download there (SPEC 1). */
export function PageButtons({ pageId }: { pageId: string }) {
  const { engine, goTo, submit, busy, snapshot } = useApplication();
  const pages = engine.catalogue.pages;
  const { messages } = engine.catalogue.index;
  // Busy for a submit, not for Go Back's save: only the submit is told as submitting.
  const [submitting, setSubmitting] = useState(false);
  const index = pages.findIndex((page) => page.id === pageId);
  const previous = pages[index - 1];
  const next = pages[index + 1];
  return (
    <>
      {!next && snapshot.is_logged_in && (
        <Box sx={{ mt: 4 }}>
          <ApplicationPdfDownload texts={messages} />
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap-reverse',
          justifyContent: 'space-between',
          gap: 2,
          mt: 4,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <div>
          {previous && (
            <Button
              variant="outlined"
              size="large"
              disabled={busy}
              onClick={() => void goTo(previous.path, 'back')}
            >
              {messages.goBack}
            </Button>
          )}
        </div>
        {next ? (
          <Button variant="contained" size="large" loading={busy} onClick={() => void goTo(next.path)}>
            {messages.saveAndContinue}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            loading={busy}
            onClick={() => {
              setSubmitting(true);
              void submit().finally(() => setSubmitting(false));
            }}
          >
            {messages.submitApplication}
          </Button>
        )}
      </Box>
      {/* A submit takes a while (save, validate, submit): the spinner says so only to the eye. */}
      {!next && (
        <Box role="status" sx={visuallyHidden}>
          {busy && submitting ? messages.submitting : ''}
        </Box>
      )}
    </>
  );
}
