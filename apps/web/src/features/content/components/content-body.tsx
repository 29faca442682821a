import { contentBlocks } from '@cri/shared/schemas/content';
import { List, Stack, Text } from '@mantine/core';

/**
 * A managed text as the visitor reads it (and as the content manager previews it): paragraphs and lists
 * from the structured text, rendered as text only (decision 074: no HTML ever reaches the page).
 */
export function ContentBody({ body }: { body: string }) {
  return (
    <Stack gap="sm">
      {contentBlocks(body).map((block, i) =>
        block.type === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order
          <Text key={i}>{block.text}</Text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order
          <List key={i} spacing={4}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their order
              <List.Item key={j}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
