import { useQuery } from '@tanstack/react-query';
import { DocumentCheckPage, DocumentNotFound } from '@/components/document-check.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { courseFormCheckQuery } from '../course-form-api.ts';
import { CourseFormFacts } from './course-form-facts.tsx';

const notFound = { title: 'No such course form', testId: 'course-form-not-found' };

/** The check of a well-formed code: the form's facts, or that no approved form has it. */
function CodeAnswer({ code }: { code: string }) {
  const check = useQuery(courseFormCheckQuery(code));
  return (
    <QueryState query={check} isEmpty={() => false} empty={null}>
      {(answer) =>
        answer.verified ? (
          <CourseFormFacts form={answer.form} />
        ) : (
          <DocumentNotFound {...notFound} message={answer.message} code={code} />
        )
      }
    </QueryState>
  );
}

/**
 * `/course-forms/{code}`: anyone holding a printed course form can check that it is the one
 * the head of department approved, and still current. Without a code, the form asks for one.
 */
export function CourseFormCheckPage() {
  return (
    <DocumentCheckPage
      title="Course form check"
      path="/course-forms"
      description="Printed at the foot of the course form"
      notACode={{ ...notFound, message: 'This is not a course form code.' }}
      answer={(code) => <CodeAnswer code={code} />}
    />
  );
}
