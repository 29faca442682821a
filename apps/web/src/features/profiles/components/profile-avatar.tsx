import type { Title } from '@cri/shared/enums/roles';
import { Avatar, type AvatarProps } from '@mantine/core';

/** The avatar by title (spec 1 §2.3), for accounts without an uploaded picture. */
export const titleAvatar = (title: Title | null): string | null =>
  title === 'MISS' ? '/avatars/miss.svg' : title === 'MISTER' ? '/avatars/mister.svg' : null;

/** The uploaded picture when there is one, else the avatar by title, else the initials. */
export function ProfileAvatar({
  picture,
  title,
  firstName,
  lastName,
  alt,
  ...props
}: { picture: string | null; title: Title | null; firstName: string; lastName: string; alt: string } & Omit<AvatarProps, 'src'>) {
  return (
    <Avatar src={picture ?? titleAvatar(title)} alt={alt} color="criGreen" {...props}>
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
