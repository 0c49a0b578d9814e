/** The account cards, as the router loads them (one chunk, apart from the form pages). */
export { ConfirmCard } from './components/confirm-card';
export { ForgotCard } from './components/forgot-card';
export { LoginCard } from './components/login-card';
export { ResetCard } from './components/reset-card';
export { SignupCard } from './components/signup-card';
