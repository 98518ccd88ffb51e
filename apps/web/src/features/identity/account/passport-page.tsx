import { PASSPORT_MAX_BYTES, PASSPORT_MIN_PIXELS } from '@campusflow/contracts/files';
import { Alert, Button, Card, FileInput, Group, Image, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { readSelectedRole } from '@/lib/selected-role.ts';
import { notify } from '@/lib/toast.ts';
import { useMe } from '@/lib/use-me.ts';
import { useUploadPassport } from '../identity-api.ts';

/** Checks in the browser what the server will check, so a wrong file is caught before sending. */
async function checkPhoto(file: File): Promise<string | null> {
  if (!['image/jpeg', 'image/png'].includes(file.type)) return 'Choose a JPEG or PNG photo.';
  if (file.size > PASSPORT_MAX_BYTES) return 'The photo is larger than 2 MB.';
  const url = URL.createObjectURL(file);
  try {
    const image = new window.Image();
    image.src = url;
    await image.decode();
    if (image.naturalWidth < PASSPORT_MIN_PIXELS || image.naturalHeight < PASSPORT_MIN_PIXELS) {
      return `The photo must be at least ${PASSPORT_MIN_PIXELS} × ${PASSPORT_MIN_PIXELS} pixels.`;
    }
    return null;
  } catch {
    return 'This file could not be read as a photo.';
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function PassportPage() {
  const { user } = useMe();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? await checkPhoto(chosen) : null);
  };

  const upload = useUploadPassport({
    saved: () => {
      notify.success('Your passport photograph has been saved.');
      setFile(null);
    },
    refused: (e) => setProblem(e.message),
  });

  const isStudent = readSelectedRole() === 'student';
  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        title="Passport photograph"
        description="Your photo appears on your exam slip, course form and ID documents."
      />
      {isStudent && !user.hasPassport ? (
        <Alert color="blue" title="One step first">
          Upload your passport photograph before you continue to your student pages.
        </Alert>
      ) : null}
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Card withBorder padding="xs" w={170}>
          {preview || user.passportUrl ? (
            <Image
              src={preview ?? user.passportUrl}
              alt={preview ? 'The photo you chose' : 'Your passport photograph'}
              h={190}
              fit="cover"
              radius="sm"
            />
          ) : (
            <Stack h={190} justify="center" align="center">
              <Text size="sm" c="dimmed" ta="center">
                No photo yet
              </Text>
            </Stack>
          )}
        </Card>
        <Stack gap="sm" style={{ flex: '1 1 260px' }}>
          <List size="sm" spacing={4}>
            <List.Item>A recent, clear photo of your face on a plain, light background</List.Item>
            <List.Item>
              JPEG or PNG, at least {PASSPORT_MIN_PIXELS} × {PASSPORT_MIN_PIXELS} pixels, up to 2 MB
            </List.Item>
          </List>
          <FileInput
            label="Photo"
            placeholder="Choose a photo"
            accept="image/jpeg,image/png"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={problem}
            clearable
          />
          <Group>
            <Button
              onClick={() => file && upload.mutate(file)}
              loading={upload.isPending}
              disabled={!file || !!problem}
            >
              Save photo
            </Button>
            {isStudent && user.hasPassport ? (
              <Button component={Link} to="/dashboard/student" variant="light">
                Continue to my dashboard
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
