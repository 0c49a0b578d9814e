/**
 * Who is looking at a story: Storybook's decorators (and the toolbar) set it, the
 * harness reads it. Stories only; the app passes isLoggedIn / readOnlyView itself.
 */
import { createContext } from 'react';

export type Viewer = 'anonymous' | 'loggedIn' | 'readOnly';
export const ViewerContext = createContext<Viewer>('loggedIn');
