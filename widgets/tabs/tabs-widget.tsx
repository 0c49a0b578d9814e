/**
 * The catalogue's 'tabs' widget (SPEC 4), see tabs-interactive.tsx. Only /education has
 * tabs, so MUI's Tabs load with the first page that renders one (React.lazy) rather
 * than with /about. Until they arrive, the question's label and a placeholder of the
 * tab bar's height hold the layout; the staff view's read-only variant is not lazy.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { withReadOnly } from '../shared/read-only-widget';

export { tabsError, uploadBusy, uploadBusyTitle } from './texts';

const InteractiveTabs = lazy(() => import('./tabs-interactive'));

/** The label and the tab bar's space while the tabs load. */
function TabsPlaceholder({ id, label }: WidgetProps) {
  return (
    <Box aria-busy="true">
      <Typography id={`${id}-label`} component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ minHeight: 48 }} />
    </Box>
  );
}

function LazyTabs(props: WidgetProps) {
  return (
    <Suspense fallback={<TabsPlaceholder {...props} />}>
      <InteractiveTabs {...props} />
    </Suspense>
  );
}

/** Tabs, or the chosen tab's name in the staff view. */
export const TabsWidget = withReadOnly(LazyTabs);
