import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The answers unsent from the last visit, restored and being saved: a notice the applicant may close. */
export function RestoredNotice({
  title,
  saving,
  questions,
  onClose,
}: {
  title: string;
  saving: string;
  questions: { key: string; title: string }[];
  onClose: () => void;
}) {
  return (
    <Alert severity="info" role="status" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {saving}
      <ul>
        {questions.map((question) => (
          <li key={question.key}>{question.title}</li>
        ))}
      </ul>
    </Alert>
  );
}
