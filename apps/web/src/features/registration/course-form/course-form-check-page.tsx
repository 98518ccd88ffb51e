import { ZCourseFormCodeParam } from '@campusflow/contracts/course-form';
import { ZCourseFormCode } from '@campusflow/contracts/registration';
import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { QueryState } from '@/components/query-state.tsx';
import { useForm } from '@/lib/use-form.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { courseFormCheckQuery } from '../course-form-api.ts';
import { CourseFormFacts } from './course-form-facts.tsx';

const validate = zodValidator(ZCourseFormCodeParam);

/** The code to check, typed as printed; the page of that code opens. */
function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { code: initial }, validate });
  return (
    <form
      onSubmit={form.onSubmit(({ code }) =>
        navigate(`/course-forms/${encodeURIComponent(z.parse(ZCourseFormCode, code))}`),
      )}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Verification code"
          placeholder="XXXX-XXXX-XXXX"
          description="Printed at the foot of the course form"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: 1 }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" mt={24 + 18}>
          Check
        </Button>
      </Group>
    </form>
  );
}

/** The check of a well-formed code: the form's facts, or that no approved form has it. */
function CodeAnswer({ code }: { code: string }) {
  const check = useQuery(courseFormCheckQuery(code));
  return (
    <QueryState query={check} isEmpty={() => false} empty={null}>
      {(answer) =>
        answer.verified ? (
          <CourseFormFacts form={answer.form} />
        ) : (
          <NotFound message={answer.message} code={code} />
        )
      }
    </QueryState>
  );
}

function NotFound({ message, code }: { message: string; code: string }) {
  return (
    <Alert color="yellow" title="No such course form" data-testid="course-form-not-found">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Code checked: {code}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * `/course-forms/{code}`: anyone holding a printed course form can check that it is the one
 * the head of department approved, and still current. Without a code, the form asks for one.
 */
export function CourseFormCheckPage() {
  const { code: raw = '' } = useParams();
  const parsed = z.safeParse(ZCourseFormCode, raw);
  return (
    <Container size={480} px="md" py="xl">
      <Stack gap="md">
        <Title order={2}>Course form check</Title>
        <CodeForm key={raw} initial={parsed.success ? parsed.data : raw} />
        {!raw ? null : parsed.success ? (
          <CodeAnswer code={parsed.data} />
        ) : (
          <NotFound message="This is not a course form code." code={raw} />
        )}
      </Stack>
    </Container>
  );
}
