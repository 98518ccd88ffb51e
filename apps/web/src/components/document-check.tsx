import { ZCourseFormCodeParam } from '@campusflow/contracts/course-form';
import { ZCourseFormCode } from '@campusflow/contracts/registration';
import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useForm } from '@/lib/use-form.ts';
import { zodValidator } from '@/lib/zod-form.ts';

// What the public checks of printed documents by their `XXXX-XXXX-XXXX` code share (a course
// form at /course-forms/{code}, a statement or transcript at /verify/{code}): the form to type
// the code, the answer that nothing has it, and the page around them.

const validate = zodValidator(ZCourseFormCodeParam);

/** The code to check, typed as printed; `{path}/{code}` opens. */
function CodeForm(props: { initial: string; path: string; description: string }) {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { code: props.initial }, validate });
  return (
    <form
      onSubmit={form.onSubmit(({ code }) =>
        navigate(`${props.path}/${encodeURIComponent(z.parse(ZCourseFormCode, code))}`),
      )}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Verification code"
          placeholder="XXXX-XXXX-XXXX"
          description={props.description}
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

/** That no document has the code checked (or that it is not a code at all). */
export function DocumentNotFound(props: {
  title: string;
  message: string;
  code: string;
  testId: string;
}) {
  return (
    <Alert color="yellow" title={props.title} data-testid={props.testId}>
      <Stack gap={4}>
        <Text size="sm">{props.message}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Code checked: {props.code}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * A public check page: its title, the code form, and for a well-formed code in the path the
 * `answer`; a malformed one is answered `notACode` without asking the API.
 */
export function DocumentCheckPage(props: {
  title: string;
  intro?: string;
  /** The page's path without the code, e.g. `/verify`. */
  path: string;
  /** Where the code is printed. */
  description: string;
  notACode: { title: string; message: string; testId: string };
  answer: (code: string) => ReactNode;
}) {
  useDocumentTitle(props.title);
  const { code: raw = '' } = useParams();
  const parsed = z.safeParse(ZCourseFormCode, raw);
  return (
    <Container size={480} px="md" py="xl">
      <Stack gap="md">
        <Title order={2}>{props.title}</Title>
        {props.intro ? (
          <Text size="sm" c="dimmed">
            {props.intro}
          </Text>
        ) : null}
        <CodeForm
          key={raw}
          initial={parsed.success ? parsed.data : raw}
          path={props.path}
          description={props.description}
        />
        {!raw ? null : parsed.success ? (
          props.answer(parsed.data)
        ) : (
          <DocumentNotFound {...props.notACode} code={raw} />
        )}
      </Stack>
    </Container>
  );
}
