import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '@/lib/toast.ts';
import { courseFormApi } from '../course-form-api.ts';

/**
 * "Download course form": the student's approved course form of this semester as a PDF. For
 * the registration page to show once the HOD approved; a refusal is shown as a notice.
 */
export function CourseFormDownloadButton(props: ButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    courseFormApi
      .downloadMine()
      .catch(notifyError)
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="light" loading={busy} onClick={download} {...props}>
      Download course form
    </Button>
  );
}
