import { notify } from '@/lib/toast.ts';
import { useApplicationChange } from './application-api.ts';
import { ApplicationSectionPage } from './application-section-page.tsx';
import { OlevelEditor } from './olevel-editor.tsx';

/** `student/educational-background`: the applicant's O'level sittings. */
export function EducationalBackgroundPage() {
  const change = useApplicationChange();
  return (
    <ApplicationSectionPage
      title="Educational background"
      description="Your O'level results: up to two sittings of WAEC, NECO, NABTEB or GCE."
    >
      {(application) => (
        <OlevelEditor
          value={application.olevelSittings}
          saving={change.isPending}
          disabled={application.stage !== 'draft'}
          onSave={(olevelSittings) =>
            change.mutate(
              { kind: 'update', body: { olevelSittings } },
              { onSuccess: () => notify.success('Your results have been saved.') },
            )
          }
        />
      )}
    </ApplicationSectionPage>
  );
}
