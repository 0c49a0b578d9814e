import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';

/** A field's messages, each behind an error icon (the icon is decoration: the text says it all). */
export function FieldErrors({ messages }: { messages: string[] }) {
  return (
    <>
      {messages.map((message) => (
        <Box
          key={message}
          component="span"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.25 }}
        >
          <ErrorIcon sx={{ fontSize: '1.1em', mt: '0.1em' }} />
          <span>{message}</span>
        </Box>
      ))}
    </>
  );
}
