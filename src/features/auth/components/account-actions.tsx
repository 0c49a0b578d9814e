import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationState } from '../../../lib/navigation-state';
import { useIsLoggedIn } from '../../../lib/session';
import { LogoutButton } from './logout-button';

/** The header's account actions: 'Log Out' when logged in, else 'Sign In' and 'Create Account' carrying the answers. */
export function AccountActions({ answers }: { answers?: Record<string, string> }) {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <LogoutButton />;
  const state: NavigationState = { answers };
  return (
    <>
      <Button component={RouterLink} to="/login" state={state} variant="outlined" color="inherit">
        Sign In
      </Button>
      <Button
        component={RouterLink}
        to="/signup"
        state={state}
        variant="contained"
        sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
      >
        Create Account
      </Button>
    </>
  );
}
