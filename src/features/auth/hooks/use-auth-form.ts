import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AuthErrors, type AuthField, hasAuthErrors } from '../../../../engine/auth/rules';

type Values<F extends AuthField> = Record<F, string>;

/**
 * State of an account card's form. Rules run on every change and on submit; a field
 * shows its messages once it has been left (blur) or the form submitted, so that a
 * fresh form does not shout before the applicant has typed. Submitting with errors
 * does nothing but reveal them and move focus to the first one.
 */
export function useAuthForm<F extends AuthField>(
  initialValues: Values<F>,
  validate: (values: Values<F>) => AuthErrors,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useMemo(() => validate(values), [values, validate]);
  const submitted = submitCount > 0;

  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const touch = useCallback((field: F) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  /** The messages a field shows now. */
  const errorsFor = (field: F): string[] => (submitted || touched[field] ? (errors[field] ?? []) : []);

  /** The props a FormField needs for one field. */
  const fieldProps = (field: F) => ({
    id: field,
    value: values[field],
    onChange: (value: string) => setValue(field, value),
    onBlur: () => touch(field),
    errors: errorsFor(field),
  });

  /** Runs onValid with the values when every rule passes; otherwise only reveals the errors. */
  const handleSubmit = (onValid: (values: Values<F>) => unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (!hasAuthErrors(errors)) void onValid(values);
  };

  return {
    values,
    setValue,
    touch,
    touched,
    submitted,
    errors,
    errorsFor,
    fieldProps,
    handleSubmit,
    formRef,
  };
}
