import { Button } from '@mantine/core';
import { notifyError } from '@/lib/toast.ts';
import { useCourseFormDownload } from '../registration-api.ts';

// A plain download of the approved registration's course form. The course form slice of issue
// 14 brings its own CourseFormDownloadButton; this one stands in for it until then.

/** Downloads the course form PDF (the API serves it once the registration is approved). */
export function CourseFormLink() {
  const download = useCourseFormDownload((error) => notifyError(error));
  return (
    <Button
      size="xs"
      variant="light"
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      Download your course form
    </Button>
  );
}
