import { DocumentsEditor } from '../apply/documents-editor.tsx';
import { ApplicationSectionPage } from './application-section-page.tsx';

/** `student/uploads`: the application's documents. */
export function StudentUploadsPage() {
  return (
    <ApplicationSectionPage
      title="Uploads"
      description="Your O'level result, JAMB result slip, birth certificate and other documents."
    >
      {(application) => <DocumentsEditor application={application} />}
    </ApplicationSectionPage>
  );
}
