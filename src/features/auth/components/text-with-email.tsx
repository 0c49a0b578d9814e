import { splitPlaceholder } from '../../../../engine/auth/texts';

/** A card's text (schemas/auth.json) with its `{email}` shown as the address in bold. */
export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const { before, after } = splitPlaceholder(text, 'email');
  if (after === undefined) return <>{before}</>;
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}
