import { Stack, Text, Title } from '@mantine/core';
import { useRecourseProject } from '../api/get-investor-files.ts';

/** A page title with the file's name and reference above it. */
export function ProjectHeading({ projectId, title }: { projectId: number; title: string }) {
  const project = useRecourseProject(projectId);
  return (
    <Stack gap={4}>
      {project.data ? (
        <Text c="dimmed" size="sm">
          <span dir="auto">{project.data.name}</span>
          {project.data.reference ? (
            <>
              {' — '}
              <span dir="ltr">{project.data.reference}</span>
            </>
          ) : null}
        </Text>
      ) : null}
      <Title order={1}>{title}</Title>
    </Stack>
  );
}
