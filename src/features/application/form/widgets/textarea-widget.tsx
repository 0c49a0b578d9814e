import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors, text } from './shared';

/** A text area with a character counter against the catalogue's limit (1500, or the partner's). */
export function TextareaWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, schema } =
    props;
  const current = text(value);
  const limit = schema.maxLength;
  const counterId = `${id}__counter`;
  const described =
    [describedBy(props), limit ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <TextField
        id={id}
        name={id}
        label={label}
        value={current}
        required={required}
        disabled={disabled}
        error={hasErrors(rawErrors)}
        fullWidth
        multiline
        minRows={4}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        slotProps={{ htmlInput: { readOnly: readonly, maxLength: limit, 'aria-describedby': described } }}
      />
      {limit !== undefined && (
        <Typography
          id={counterId}
          variant="body2"
          sx={{ textAlign: 'right', color: 'text.secondary', mt: 0.5 }}
        >
          {current.length} of {limit} characters
        </Typography>
      )}
    </Box>
  );
}
