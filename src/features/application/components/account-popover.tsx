import AccountCircle from '@mui/icons-material/AccountCircle';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationState } from '../../../lib/navigation-state';
import { LogoutButton } from '../../auth/components/logout-button';
import { useApplication } from '../state/application-context';

/** SPEC 9: the popover sits 5 px below its button. */
export const POPOVER_OFFSET_PX = 5;

/**
 * The account popover (SPEC 2): an email line and a close button; 'Sign In' and
 * 'Create Account' (carrying the answers) when logged out, the username and
 * 'Log Out' when logged in. Service users never see it.
 */
export function AccountPopover({ flush }: { flush: () => Promise<unknown> }) {
  const { snapshot, current } = useApplication();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  if (snapshot.is_service_user) return null;
  const state: NavigationState = { answers: current.current };
  const loggedIn = snapshot.is_logged_in;
  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        variant="outlined"
        startIcon={<AccountCircle />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Account
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
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
              Your account
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
              {loggedIn ? `Email: ${snapshot.username}` : 'You are not signed in.'}
            </Typography>
          </div>
          <IconButton aria-label="Close account menu" size="small" onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
          {loggedIn ? (
            <LogoutButton beforeLogout={flush} />
          ) : (
            <>
              <Button component={RouterLink} to="/login" state={state} variant="outlined">
                Sign In
              </Button>
              <Button component={RouterLink} to="/signup" state={state} variant="contained">
                Create Account
              </Button>
            </>
          )}
        </Box>
      </Popover>
    </>
  );
}
