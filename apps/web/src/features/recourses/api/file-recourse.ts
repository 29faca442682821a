import type { RecourseType } from '@cri/shared/enums/recourses';
import { type TRecourse, type TRecourseForm, ZRecourse } from '@cri/shared/schemas/recourses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMultipart } from '../../../lib/xhr-upload.ts';

/** POST /recourse/new or /ministerial-recourse/new (multipart: the JSON field `recourse`, then the signed request `file`). */
export async function fileRecourse(input: { type: RecourseType; form: TRecourseForm; file: File }): Promise<TRecourse> {
  const body = () => {
    const data = new FormData();
    data.append('recourse', JSON.stringify(input.form));
    data.append('file', input.file, input.file.name);
    return data;
  };
  const path = input.type === 'GRACIOUS' ? '/recourse/new' : '/ministerial-recourse/new';
  return ZRecourse.parse(await postMultipart(path, body, () => undefined));
}

export function useFileRecourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileRecourse,
    onSettled: () => client.invalidateQueries({ queryKey: ['recourses'] }),
  });
}
