import { Stack, Title } from '@mantine/core';
import { notify } from '@/lib/toast.ts';
import { useApplicationChange } from '../apply/application-api.ts';
import { OlevelEditor } from '../apply/olevel-editor.tsx';
import { PreviousInstitutionsEditor } from '../apply/previous-institutions-editor.tsx';
import { ApplicationSectionPage } from './application-section-page.tsx';

/** `student/educational-background`: the applicant's O'level sittings. */
export function EducationalBackgroundPage() {
  const change = useApplicationChange();
  return (
    <ApplicationSectionPage
      title="Educational background"
      description="Your O'level results (up to two sittings of WAEC, NECO, NABTEB or GCE) and, for direct entry, the institutions you attended."
    >
      {(application) => (
        <Stack gap="lg">
          <OlevelEditor
            applicationId={application.id}
            value={application.olevelSittings}
            saving={change.isPending}
            disabled={application.stage !== 'draft'}
            onSave={(olevelSittings, saved) =>
              change.mutate(
                { kind: 'update', body: { olevelSittings } },
                {
                  onSuccess: () => {
                    saved();
                    notify.success('Your results have been saved.');
                  },
                },
              )
            }
          />
          <Title order={3} size="h4">
            Previous institutions (direct entry)
          </Title>
          <PreviousInstitutionsEditor
            application={application}
            onSaved={() => notify.success('Your institutions have been saved.')}
          />
        </Stack>
      )}
    </ApplicationSectionPage>
  );
}
