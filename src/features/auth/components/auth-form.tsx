import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode, RefObject } from 'react';

interface AuthFormProps {
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The card's form: our own messages replace the browser's validation bubbles (noValidate). */
export function AuthForm({ label, formRef, onSubmit, children }: AuthFormProps) {
  return (
    <form aria-label={label} ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>{children}</Stack>
    </form>
  );
}
