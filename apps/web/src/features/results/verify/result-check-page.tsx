import { useQuery } from '@tanstack/react-query';
import { DocumentCheckPage, DocumentNotFound } from '@/components/document-check.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { resultDocumentCheckQuery } from '../student-results-api.ts';
import { ResultDocumentFacts } from './result-document-facts.tsx';

const notFound = { title: 'No such document', testId: 'result-document-not-found' };

/** The check of a well-formed code: what was issued, or that nothing was. */
function CodeAnswer({ code }: { code: string }) {
  const check = useQuery(resultDocumentCheckQuery(code));
  return (
    <QueryState query={check} isEmpty={() => false} empty={null}>
      {(answer) =>
        answer.verified ? (
          <ResultDocumentFacts document={answer.document} />
        ) : (
          <DocumentNotFound {...notFound} message={answer.message} code={code} />
        )
      }
    </QueryState>
  );
}

/**
 * `/verify/{code}`: anyone holding a statement of result or a transcript can check that the
 * school issued it, and what it said then. Without a code, the form asks for one.
 */
export function ResultCheckPage() {
  return (
    <DocumentCheckPage
      title="Result document check"
      intro="Check a statement of result or a transcript by the code printed on it."
      path="/verify"
      description="Printed at the foot of the statement or transcript"
      notACode={{ ...notFound, message: 'This is not a verification code.' }}
      answer={(code) => <CodeAnswer code={code} />}
    />
  );
}
