/**
 * The catalogue's 'fileUpload' widget (SPEC 4, 5): the stored document with its size
 * and a confirmed delete, or a choose-file button; the engine's checkFile runs before
 * any upload; anonymous applicants are told to create an account first. The upload
 * itself (presigned POST, conversion polling) is the injected formContext.documents.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, useState } from 'react';
import { checkFile, fileRules } from '../../engine';
import { widgetContext } from '../context';
import { inputA11y, visuallyHidden } from '../shared/a11y';
import { withReadOnly } from '../shared/read-only-widget';

export const uploadError = (field: string) => `Error uploading file for ${field}`;
export const anonymousNote = 'You can finish this question once you have created an account and logged in.';

/** 1048576 → '1 MB', 2048 → '2 KB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function InteractiveFileUpload(props: WidgetProps) {
  const { id, name, label, rawErrors } = props;
  const context = widgetContext(props.registry);
  const [errors, setErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const documents = context.documents;
  const stored = documents?.stored[name];
  const busy = documents?.busy?.[name] ?? false;
  const allErrors = [...(rawErrors ?? []), ...errors];
  const accept = fileRules(context.engine.catalogue)
    .types.map((type) => `.${type}`)
    .join(',');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !documents) return;
    const problems = checkFile(context.engine.catalogue, file);
    setErrors(problems);
    if (problems.length > 0) return;
    await documents.upload(name, file).catch(() => context.notifyError?.(uploadError(label)));
  };
  const remove = async () => {
    setConfirming(false);
    await documents?.remove(name).catch(() => context.notifyError?.(uploadError(label)));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {!context.isLoggedIn ? (
        <Typography variant="body2">{anonymousNote}</Typography>
      ) : busy ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size="0.8rem" aria-hidden /> Uploading…
        </Box>
      ) : stored ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>
            {stored.file_name} ({fileSize(stored.file_size)})
          </span>
          {confirming ? (
            <>
              <span id={`${id}-confirm`}>Delete this file?</span>
              <Button color="error" aria-describedby={`${id}-confirm`} onClick={() => void remove()}>
                Yes, delete
              </Button>
              <Button onClick={() => setConfirming(false)}>Keep it</Button>
            </>
          ) : (
            <Button onClick={() => setConfirming(true)}>Delete</Button>
          )}
        </Box>
      ) : (
        <Button component="label" variant="outlined">
          Choose file
          <input
            id={id}
            type="file"
            accept={accept}
            style={visuallyHidden}
            {...inputA11y(id, allErrors, errors.length ? [`${id}__file-errors`] : [])}
            onChange={(event) => void pick(event)}
          />
        </Button>
      )}
      {errors.length > 0 && (
        <Box id={`${id}__file-errors`}>
          {errors.map((message) => (
            <FormHelperText key={message} error>
              {message}
            </FormHelperText>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** File upload, or the attached-document note in the staff view. */
export const FileUploadWidget = withReadOnly(InteractiveFileUpload);
