import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { fillMessage } from '../../../../engine';
import { RouterLink } from '../../../components/router-link';
import type { NavigationState } from '../../../lib/navigation-state';
import { useSignOut } from '../hooks/use-sign-out';
import { useApplication } from '../state/application-context';
import { useJournal } from '../state/journal/journal-context';
import { LogoutWarning } from './journal/logout-warning';

/** SPEC 9: the popover sits 5 px below its button. */
export const POPOVER_OFFSET_PX = 5;

export interface AccountMenuProps {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  flush: () => Promise<boolean>;
}

/** The popover of AccountPopover (account-popover.tsx), which loads this module when it first opens. */
export function AccountMenu({ open, anchor, onClose, flush }: AccountMenuProps) {
  const { snapshot, current, engine } = useApplication();
  const { messages } = engine.catalogue.index;
  const titleId = useId();
  const state: NavigationState = { answers: current.current };
  const loggedIn = snapshot.is_logged_in;
  const { signOut, leaving } = useSignOut();
  const journal = useJournal();
  const [unsent, setUnsent] = useState(0);
  const leave = () => {
    setUnsent(0);
    void signOut('chosen', undefined, journal.clear);
  };
  // Logging out forgets the account's journal: answers still unsent are named first.
  const logOut = async () => {
    const saved = await flush();
    const count = saved ? 0 : journal.unsentCount();
    if (count > 0) setUnsent(count);
    else leave();
  };
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { mt: `${POPOVER_OFFSET_PX}px`, p: 2, width: 'min(20rem, calc(100vw - 32px))' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <div>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
            {messages.accountTitle}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            {loggedIn
              ? fillMessage(messages.accountEmail, { email: snapshot.username })
              : messages.accountSignedOut}
          </Typography>
        </div>
        <IconButton aria-label={messages.accountClose} size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
        {loggedIn ? (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => void logOut()}
            loading={leaving}
            loadingPosition="start"
          >
            {messages.logOut}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to="/login" state={state} variant="outlined">
              {messages.signIn}
            </Button>
            <Button component={RouterLink} to="/signup" state={state} variant="contained">
              {messages.createAccount}
            </Button>
          </>
        )}
      </Box>
      <LogoutWarning count={unsent} onStay={() => setUnsent(0)} onLeave={leave} leaving={leaving} />
    </Popover>
  );
}
